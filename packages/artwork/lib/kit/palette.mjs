// @ts-check
/** Brand palette. */
export const C = {
  navy: '#0b1b33',
  navy2: '#15305a',
  navy3: '#24467c',
  blue: '#2f6fed',
  blueMid: '#87a9f4',
  blueSoft: '#dde7fc',
  orange: '#f26522',
  orangeMid: '#f7a173',
  orangeSoft: '#fde5d7',
  orangeDeep: '#c44e14',
  bg: '#f4f6fa',
  grey1: '#eef1f6',
  grey2: '#e1e6ee',
  grey3: '#c5cedb',
  grey4: '#8a97ab',
  white: '#ffffff',
};
