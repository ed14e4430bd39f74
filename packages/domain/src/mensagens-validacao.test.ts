import { describe, expect, it } from 'vitest';
import { TEXTOS_EXATOS } from './mensagens-validacao';
import { MENSAGENS_ENVIO } from './mensageria';
import { MENSAGENS_VAGA_CANDIDATOS } from './vaga-candidatos';
import { MENSAGENS_VAGA_EDICAO } from './vaga-edicao-mensagens';
import { MENSAGENS_SITUACAO } from './vaga-situacao-regras';

describe('texts answered exactly as written', () => {
  it('holds the spec messages of the vacancy areas', () => {
    expect(TEXTOS_EXATOS.has('Vaga não informada')).toBe(true);
    expect(TEXTOS_EXATOS.has(MENSAGENS_VAGA_EDICAO.validacao.requisicaoDiferente)).toBe(true);
    expect(TEXTOS_EXATOS.has(MENSAGENS_SITUACAO.descricaoMin)).toBe(true);
    expect(TEXTOS_EXATOS.has(MENSAGENS_VAGA_CANDIDATOS.validacao.candidatoIndisponivel)).toBe(true);
  });

  it('leaves out the texts of other areas', () => {
    expect(TEXTOS_EXATOS.has(MENSAGENS_ENVIO.mensagemLonga)).toBe(false);
  });
});
