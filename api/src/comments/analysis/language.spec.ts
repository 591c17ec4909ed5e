import { detectLanguage } from './language';

const words = (s: string) => s.toLowerCase().split(/\s+/);

describe('detectLanguage', () => {
  it('takes English, and short fragments without stop words, as English', () => {
    expect(detectLanguage(words('The approval process is too slow'))).toBe('en');
    expect(detectLanguage(words('Slow approvals'))).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('recognises French, German and Spanish by their function words', () => {
    expect(detectLanguage(words('Les réunions sont trop longues et la communication est mauvaise'))).toBe('fr');
    expect(detectLanguage(words('Die Besprechungen sind zu lang und die Kommunikation ist schlecht'))).toBe('de');
    expect(detectLanguage(words('Las reuniones son demasiado largas y la comunicación es mala'))).toBe('es');
  });

  it('needs two stop words of another language before leaving English', () => {
    expect(detectLanguage(words('Déjà vu meetings'))).toBe('en');
    expect(detectLanguage(words('la communication'))).toBe('en');
  });
});
