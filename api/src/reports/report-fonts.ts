/**
 * The report's typeface: Noto Sans (OFL-1.1) from the @expo-google-fonts/noto-sans package, embedded
 * as TrueType. PDF's built-in Helvetica knows WinAnsi only and cannot show Polish, Czech, Greek or
 * Cyrillic letters; Noto Sans covers Latin, Greek and Cyrillic. pdfkit embeds only the glyphs used.
 */
const file = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

export const REPORT_FONTS = {
  regular: file('400Regular'),
  bold: file('700Bold'),
  italic: file('400Regular_Italic'),
} as const;

/** The names the builder draws with, registered on each document. */
export const FONT = { regular: 'Body', bold: 'Body-Bold', italic: 'Body-Italic' } as const;

export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONT.regular, REPORT_FONTS.regular);
  doc.registerFont(FONT.bold, REPORT_FONTS.bold);
  doc.registerFont(FONT.italic, REPORT_FONTS.italic);
}

/** The characters (code points) nothing in the report's font can draw: emoji, scripts Noto Sans does not cover. */
const NOT_DRAWABLE = '\uFFFD';

/**
 * Text as the current font can draw it: each run of characters without a glyph (an emoji with its joiners and
 * variation selectors, a script the font lacks) becomes one replacement character (U+FFFD, which the font has),
 * rather than the empty boxes a reader would take for a broken report. pdfkit keeps the fontkit font of an embedded
 * font on its private `_font.font`; without it the text is returned as it is.
 */
export function drawable(doc: PDFKit.PDFDocument, text: string): string {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font
    ?.font;
  if (!font?.hasGlyphForCodePoint) return text;
  let out = '';
  let missing = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // Line breaks and tabs are layout, not glyphs.
    if (cp < 0x20 || font.hasGlyphForCodePoint(cp)) {
      out += ch;
      missing = false;
    } else if (!missing) {
      out += NOT_DRAWABLE;
      missing = true;
    }
  }
  return out;
}
