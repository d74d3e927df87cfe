// The localStorage key of the layout chosen on /Layouts before a resume exists, alone in its module: the app
// checks for it at every sign-in without loading the resume's schemas (`app/draft-migrators.ts`).
export const LAYOUT_PREFERENCE_KEY = 'curriculo_layout_preferido';
