/**
 * A chart grid's sides with room for the value axis's labels, which sit on the right in RTL. Fixed rather than
 * measured: ECharts measures the labels of a reversed time axis too wide, and a grid below another shrank.
 */
export const axisMargins = (rtl: boolean) => ({
  left: rtl ? 16 : 72,
  right: rtl ? 72 : 16,
  containLabel: false,
});
