// Names of six Latin alphabets (Vietnamese, Polish, Romanian, Turkish, Swedish, Portuguese) for the tests
// that prove a name prints exactly as typed.
export const NAMES_OF_SIX_ALPHABETS = [
  'Nguyễn Thị Minh Khai',
  'Łukasz Wąsik',
  'Ștefan Țurcanu',
  'Gökhan Öztürk',
  'Zoë Ångström',
  'José Conceição',
] as const;
