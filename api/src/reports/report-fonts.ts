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
