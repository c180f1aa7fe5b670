type Child = Node | string | null | false | undefined;
type Attributes = Record<string, string | boolean | undefined>;

/** An element with its attributes (a false or missing value is left out) and children. */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG icon drawn with `currentColor`, hidden from assistive technology (its button or title says what it is). */
export function icon(viewBox: string, paths: readonly string[], { size, stroke }: { size: number; stroke: number }): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ viewBox, width: String(size), height: String(size), fill: 'none', stroke: 'currentColor' }))
    svg.setAttribute(name, value);
  svg.setAttribute('stroke-width', String(stroke));
  svg.setAttribute('stroke-linecap', 'round');
  svg.setAttribute('stroke-linejoin', 'round');
  svg.setAttribute('aria-hidden', 'true');
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
