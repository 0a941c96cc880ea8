// The only place hues for the light theme are written.
export const lightSeed = {
  neutral: '#15171c',
  secondary: '#545b68',
  brand: '#0b57d0',
  brandHover: '#0a4cb6',
  brandPressed: '#083f97',
  critical: '#b3261e',
  onBrand: '#ffffff',
  body: '#ffffff',
  surface: '#f4f6f9',
  borderNeutral: '#c4c9d1',
  focus: '#0b57d0',
  rise: '#0a7d3e',
  fall: '#c5221f',
  flat: '#545b68',
} as const;
