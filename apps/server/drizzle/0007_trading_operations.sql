CREATE VIEW "public"."trading_operations" AS (
  select 'backtest' as source, r.id as parent_id, t.n, r.owner_id, r.strategy_id, r.strategy_name,
    r.instrument_id, i.symbol, i.currency, r.timeframe,
    case when t.size > 0 then 'long' else 'short' end as side,
    case when t.pnl > 0 then 'win' else 'loss' end as result,
    t.size, t.entry_time, t.exit_time, t.entry_price, t.exit_price, t.pnl, t.commission, t.return_pct, t.duration
  from trading_trades t
  join trading_runs r on r.id = t.run_id
  join trading_instruments i on i.id = r.instrument_id
  union all
  select 'paper', s.id, t.n, s.owner_id, s.strategy_id, s.strategy_name,
    s.instrument_id, i.symbol, i.currency, s.timeframe,
    case when t.size > 0 then 'long' else 'short' end,
    case when t.pnl > 0 then 'win' else 'loss' end,
    t.size, t.entry_time, t.exit_time, t.entry_price, t.exit_price, t.pnl, t.commission, t.return_pct, t.duration
  from trading_session_trades t
  join trading_sessions s on s.id = t.session_id
  join trading_instruments i on i.id = s.instrument_id
);