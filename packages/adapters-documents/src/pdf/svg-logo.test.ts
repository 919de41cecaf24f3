import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSvgLogo } from './svg-logo';

const num = fc.integer({ min: 0, max: 200 });
const color = fc.constantFrom('#0b3d6e', '#fff', 'red', 'none');
const shape = fc.oneof(
  fc.record({ kind: fc.constant('rect'), x: num, y: num, w: num, h: num, fill: color }).map((s) => ({
    kind: 'rect',
    xml: `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill}"/>`,
  })),
  fc.record({ cx: num, cy: num, r: num, fill: color }).map((s) => ({
    kind: 'ellipse',
    xml: `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill}"/>`,
  })),
  fc.record({ x1: num, y1: num, x2: num, y2: num, stroke: color }).map((s) => ({
    kind: 'path',
    xml: `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${s.stroke}"/>`,
  })),
  fc.record({ x: num, y: num, word: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}$/) }).map((s) => ({
    kind: 'text',
    xml: `<text x="${s.x}" y="${s.y}" font-size="12">${s.word}</text>`,
  })),
);
const svg = (body: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"${extra}>${body}</svg>`;

describe('parseSvgLogo', () => {
  it('property: every shape of the drawable subset is kept, in order', () => {
    fc.assert(
      fc.property(fc.array(shape, { minLength: 1, maxLength: 8 }), (shapes) => {
        const logo = parseSvgLogo(svg(`<g>${shapes.map((s) => s.xml).join('')}</g>`));
        expect(logo?.box).toEqual({ x: 0, y: 0, width: 200, height: 50 });
        expect(logo?.shapes.map((s) => s.kind)).toEqual(shapes.map((s) => s.kind));
      }),
    );
  });

  it('property: a logo using anything outside the subset is not drawn at all', () => {
    const outside = fc.constantFrom(
      ['', '<image href="x.png" width="10" height="10"/>'],
      ['', '<use href="#a"/>'],
      [' transform="scale(2)"', ''],
      ['', '<rect style="fill:red" width="1" height="1"/>'],
      ['', '<rect width="1" height="1" fill="url(#g)"/>'],
      ['', '<path d="M0 0 L url(x)"/>'],
    );
    fc.assert(
      fc.property(fc.array(shape, { maxLength: 4 }), outside, (shapes, [rootExtra, element]) => {
        expect(parseSvgLogo(svg(shapes.map((s) => s.xml).join('') + element, rootExtra))).toBeUndefined();
      }),
    );
  });

  it('reads the viewBox, or else width and height; no size or nothing to draw is no logo', () => {
    expect(parseSvgLogo('<svg width="80" height="20"><rect width="8" height="8"/></svg>')?.box).toEqual({
      x: 0,
      y: 0,
      width: 80,
      height: 20,
    });
    expect(parseSvgLogo('<svg><rect width="8" height="8"/></svg>')).toBeUndefined();
    expect(parseSvgLogo(svg('<title>Empty</title>'))).toBeUndefined();
    expect(parseSvgLogo('not an svg')).toBeUndefined();
  });
});
