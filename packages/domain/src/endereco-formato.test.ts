import { describe, expect, it } from 'vitest';
import { formatarEndereco, formatarLinhaEndereco, formatarLogradouro } from './endereco-formato';

describe('street type of an address', () => {
  it('spells the code out before a bare name', () => {
    expect(formatarLogradouro('R', 'Benício Santos')).toBe('Rua Benício Santos');
    expect(formatarLogradouro('AV', 'Brasil')).toBe('Avenida Brasil');
    expect(formatarLogradouro('rod', 'SC-401')).toBe('Rodovia SC-401');
  });

  it('never repeats a type the name already says, whatever the code', () => {
    expect(formatarLogradouro('R', 'Rua Benício')).toBe('Rua Benício');
    expect(formatarLogradouro('AV', 'Rua Benício')).toBe('Rua Benício');
    expect(formatarLogradouro('PC', 'praca da Sé')).toBe('praca da Sé');
    expect(formatarLogradouro('AV', 'Av. Paulista')).toBe('Av. Paulista');
  });

  it('leaves an unknown or missing code out instead of showing it raw', () => {
    expect(formatarLogradouro('XYZ', 'Benício')).toBe('Benício');
    expect(formatarLogradouro(null, 'Benício')).toBe('Benício');
    expect(formatarLogradouro('R', null)).toBe('');
  });

  it('composes the street line and the whole address', () => {
    expect(
      formatarLinhaEndereco({
        tipoLogradouro: 'R',
        logradouro: 'Rua Benício',
        numero: '12',
        complemento: 'Galpão 2',
      }),
    ).toBe('Rua Benício, 12, Galpão 2');
    expect(
      formatarEndereco({
        tipoLogradouro: 'R',
        logradouro: 'Rua Benício',
        numero: 12,
        bairro: 'Centro',
        cidade: 'Joinville',
        uf: 'SC',
      }),
    ).toBe('Rua Benício, 12, Centro, Joinville/SC');
    expect(formatarEndereco({ cidade: 'Joinville' })).toBe('Joinville');
    expect(formatarEndereco({})).toBeNull();
  });
});
