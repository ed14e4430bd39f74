import { describe, expect, it } from 'vitest';
import { rotuloCodigoNome } from './catalogos';

describe('rotuloCodigoNome', () => {
  it('joins a code and its name', () => {
    expect(rotuloCodigoNome('8230', 'Almoxarifado')).toBe('8230 - Almoxarifado');
  });
  it('names the code once when the name already starts with it', () => {
    expect(rotuloCodigoNome('8230', '8230 - Almoxarifado')).toBe('8230 - Almoxarifado');
    expect(rotuloCodigoNome(8230, '8230 Almoxarifado')).toBe('8230 - Almoxarifado');
    expect(rotuloCodigoNome('8230', '8230')).toBe('8230');
  });
  it('keeps a name that only starts with the same digits', () => {
    expect(rotuloCodigoNome('82', '8230 - Almoxarifado')).toBe('82 - 8230 - Almoxarifado');
  });
  it('gives the part there is when the other is missing', () => {
    expect(rotuloCodigoNome(null, 'Almoxarifado')).toBe('Almoxarifado');
    expect(rotuloCodigoNome('8230', null)).toBe('8230');
    expect(rotuloCodigoNome(undefined, '')).toBe('');
  });
});
