// The invitation link's letter-shifting cipher (decisions.md §4): every letter moves one place
// in the alphabet, case kept, and that is applied 23 times. Anything that is not a letter is unchanged.
const ROUNDS = 23;

function shiftLetters(text: string, by: number): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((((ch.charCodeAt(0) - base + by * ROUNDS) % 26) + 26) % 26) + base);
  });
}

export function encodeInvitation(text: string): string {
  return shiftLetters(text, 1);
}

export function decodeInvitation(text: string): string {
  return shiftLetters(text, -1);
}
