// Forced dark mode: Gmail on Android and the Outlook apps ignore an email's own dark stylesheet and recolour it
// themselves, turning light backgrounds dark and dark text light while keeping each colour's hue. Modelled here as
// HSL lightness mirrored (L → 1 − L) for a light background or a dark text colour; dark backgrounds and light text
// are left as they are. It is a model, not the clients' exact formula (each differs a little): it finds the pairs
// that flip into low contrast, like a light amber button with near-black text.

type Role = 'text' | 'background';

function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let hue = max === r ? (g - b) / delta + (g < b ? 6 : 0) : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  hue /= 6;
  return [hue, saturation, lightness];
}

function hexOfHsl(hue: number, saturation: number, lightness: number): string {
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (offset: number) => {
    let t = hue + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const value = saturation === 0 ? [lightness, lightness, lightness] : [channel(1 / 3), channel(0), channel(-1 / 3)];
  return `#${value
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour a forced-dark client shows for `hex` used as text or as a background. */
export function forcedDarkOf(hex: string, role: Role): string {
  const color = hex.toLowerCase();
  const [hue, saturation, lightness] = hslOf(color);
  const inverts = role === 'background' ? lightness > 0.5 : lightness < 0.5;
  return inverts ? hexOfHsl(hue, saturation, 1 - lightness) : color;
}
