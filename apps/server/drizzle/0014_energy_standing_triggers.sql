-- Every statement that changes what the overviews' per-UC standing is computed from leaves a change marker:
-- a stored standing whose markers' count and first id are no longer the current ones is stale.
CREATE FUNCTION energy_standing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO energy_standing_changes DEFAULT VALUES;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_units FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_customers FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_distributors FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_plants FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_allocation_versions FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_cycle_results FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_credit_lots FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_invoices FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
--> statement-breakpoint
CREATE TRIGGER energy_standing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON energy_distributor_bills FOR EACH STATEMENT EXECUTE FUNCTION energy_standing_changed();
