/** §1.8: GD_II_ESTENDIDO = requests filed in months 13–18 after Lei 14.300 (art. 27 §2). */
export type GdRegime = 'GD_I' | 'GD_II' | 'GD_II_ESTENDIDO' | 'GD_III';
export const GD_REGIMES: readonly GdRegime[] = ['GD_I', 'GD_II', 'GD_II_ESTENDIDO', 'GD_III'];
