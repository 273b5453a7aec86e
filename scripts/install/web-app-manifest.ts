/**
 * The web app manifest (served as /manifest.webmanifest, linked from index.html by the build): what a browser
 * needs to install Tsubame as an app of its own window. Its colours are the design tokens' (src/styles/tokens.css):
 * the page background of the light theme as theme and background colour, the dark theme's under
 * `user_preferences.color_scheme_dark` (read by the browsers that know it; the page's theme-color meta tags say
 * both to every browser). A page shared to the app from another one (the system's share sheet) opens /share with
 * its title, text and link in the query.
 */
import { readFileSync } from 'node:fs';
import { ICONS } from './app-icons';

export const TOKENS = new URL('../../src/styles/tokens.css', import.meta.url);

export interface ThemeColours {
  light: { background: string; accent: string };
  dark: { background: string; accent: string };
}

/** A token's values in tokens.css, in order of appearance (the light theme's first, then the dark ones). */
function tokenValues(css: string, name: string): string[] {
  return [...css.matchAll(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`, 'g'))].map((match) => match[1]!);
}

/** The light and dark page backgrounds and accents of the design tokens. */
export function themeColours(css = readFileSync(TOKENS, 'utf8')): ThemeColours {
  const backgrounds = tokenValues(css, 'color-bg');
  const accents = tokenValues(css, 'color-accent');
  const [lightBackground, darkBackground] = backgrounds;
  const [lightAccent, darkAccent] = accents;
  if (!lightBackground || !darkBackground || !lightAccent || !darkAccent)
    throw new Error('web app manifest: tokens.css lacks a light or dark --color-bg / --color-accent');
  return {
    light: { background: lightBackground, accent: lightAccent },
    dark: { background: darkBackground, accent: darkAccent },
  };
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  user_preferences: { color_scheme_dark: { theme_color: string; background_color: string } };
  icons: ManifestIcon[];
  share_target: {
    action: string;
    method: 'GET';
    enctype: 'application/x-www-form-urlencoded';
    params: { title: string; text: string; url: string };
  };
}

/** The manifest for a site served at `base` (Vite's base, '/' by default). */
export function webAppManifest(colours: ThemeColours = themeColours(), base = '/'): WebAppManifest {
  return {
    name: 'Tsubame',
    short_name: 'Tsubame',
    description: 'Tsubame, a web client for Mastodon and kmyblue servers',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: colours.light.background,
    background_color: colours.light.background,
    user_preferences: {
      color_scheme_dark: { theme_color: colours.dark.background, background_color: colours.dark.background },
    },
    icons: ICONS.filter((icon) => icon.inManifest).map((icon) => ({
      src: `${base}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
    share_target: {
      action: `${base}share`,
      method: 'GET',
      // what a GET share sends anyway; said, because Chromium warns when it is not
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  };
}
