import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconSvg, ICONS, iconSvg, markDrawing, pngSize, renderIcons } from '../../../scripts/install/app-icons';
import { themeColours, webAppManifest } from '../../../scripts/install/web-app-manifest';

const INDEX_HTML = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('is JSON with what installing needs: names, start, scope, standalone display, colours', () => {
    const parsed = JSON.parse(JSON.stringify(manifest)) as typeof manifest;
    expect(parsed).toMatchObject({
      name: 'Tsubame',
      short_name: 'Tsubame',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(parsed.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(parsed.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("takes the design tokens' light and dark page colours, the same the page's theme-color tags say", () => {
    const colours = themeColours();
    expect(manifest.theme_color).toBe(colours.light.background);
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toBe(colours.dark.background);
    expect(INDEX_HTML).toContain(
      `<meta name="theme-color" content="${colours.light.background}" media="(prefers-color-scheme: light)" />`,
    );
    expect(INDEX_HTML).toContain(
      `<meta name="theme-color" content="${colours.dark.background}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it('lists a 192 and a 512 icon for any purpose and a maskable 512', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.icons.every((icon) => icon.type === 'image/png' && icon.src.startsWith('/icons/'))).toBe(true);
  });

  it('takes shared pages at /share, with their title, text and link in the query', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });
});

describe('the icons', () => {
  it('are rendered from the source picture, each at the size its file states', () => {
    const files = renderIcons('#4f46e5');
    expect([...files.keys()]).toEqual(ICONS.map((icon) => icon.file));
    for (const icon of ICONS) {
      const png = files.get(icon.file)!;
      // the PNG signature, then the size in the header
      expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      expect(pngSize(png)).toEqual({ width: icon.size, height: icon.size });
    }
    const manifest = webAppManifest();
    for (const listed of manifest.icons) expect(files.has(listed.src.slice(1))).toBe(true);
  });

  it('keep the maskable mark inside the safe zone: the field to every edge, the mark within the middle circle', () => {
    const maskable = ICONS.find((icon) => icon.purpose === 'maskable')!;
    expect(maskable.corner).toBe(0);
    // the mark's farthest point is 44 units of its 100 from the centre; the safe circle's radius is 40 % of the side
    expect(0.44 * maskable.markShare).toBeLessThan(0.4);
  });

  it('lay the drawing on the colour, and the favicon is the same picture as SVG', () => {
    const drawing = markDrawing(
      readFileSync(new URL('../../../scripts/install/app-icon.svg', import.meta.url), 'utf8'),
    );
    expect(drawing).toMatch(/^<path/);
    expect(iconSvg({ size: 100, corner: 0, markShare: 0.5 }, drawing, '#123456')).toContain(
      '<rect width="100" height="100" rx="0" fill="#123456"/><g transform="translate(25 25) scale(0.5)"><path',
    );
    expect(faviconSvg('#4f46e5')).toContain('fill="#4f46e5"');
  });
});
