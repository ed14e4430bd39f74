import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { describe, expect, it } from 'vitest';
import {
  CAMPOS_NOVO,
  type Campos,
  CURSO_VAZIO,
  cartaoSalvo,
  EMPREGO_VAZIO,
  esquemaDoRegistro,
  LISTAS_VAZIAS,
  type Listas,
  montarEnvio,
  novoCartao,
  secaoLiberada,
  validar,
} from './curriculo-form';

const pessoal: Campos = {
  ...CAMPOS_NOVO,
  nm_pessoa: 'Joana Prado',
  nr_documento_cpf: '52998224725',
  ds_email: 'joana@example.com',
  dt_nascimento: '1990-03-15',
  id_estado_civil: 'S',
  id_sexo: 'F',
  cd_uf: 'SC',
  nm_cidade_origem: 'Joinville',
};

describe('the editor sections', () => {
  it('a new record opens only the personal data until they are valid', () => {
    const v = validar(montarEnvio(null, CAMPOS_NOVO, LISTAS_VAZIAS));
    expect(v.erros.nm_pessoa).toBe(M.nome);
    expect(v.secoesComErro.has('pessoal')).toBe(true);
    expect(secaoLiberada('pessoal', false, v.secoesComErro)).toBe(true);
    expect(secaoLiberada('endereco', false, v.secoesComErro)).toBe(false);
    expect(secaoLiberada('acesso', false, v.secoesComErro)).toBe(false);
    // a stored record opens every section
    expect(secaoLiberada('empregos', true, v.secoesComErro)).toBe(true);
  });

  it('valid personal data open the address and the web access, not yet what follows the address', () => {
    const v = validar(montarEnvio(null, pessoal, LISTAS_VAZIAS));
    expect(v.secoesComErro.has('pessoal')).toBe(false);
    expect(v.secoesComErro.has('endereco')).toBe(true);
    expect(secaoLiberada('endereco', false, v.secoesComErro)).toBe(true);
    expect(secaoLiberada('acesso', false, v.secoesComErro)).toBe(true);
    expect(secaoLiberada('contato', false, v.secoesComErro)).toBe(false);
  });

  it('sends new cards in the add lists and changed stored ones in the edit lists', () => {
    const listas: Listas = {
      ...LISTAS_VAZIAS,
      cursos: [
        novoCartao({ ...CURSO_VAZIO, cd_nivel: '2', id_situacao: 'C' }),
        {
          ...cartaoSalvo('c9', { ...CURSO_VAZIO, nr_sequencia: 9, cd_nivel: '4', id_situacao: 'A' }),
          alterado: true,
        },
        cartaoSalvo('c10', { ...CURSO_VAZIO, nr_sequencia: 10, cd_nivel: '1', id_situacao: 'C' }),
      ],
      idiomas: [novoCartao({ cd_idioma: 1, nome: 'Inglês', id_leitura: 3, id_escrita: 2, id_fala: 2 })],
    };
    const envio = montarEnvio(42, pessoal, listas);
    expect(envio.cd_pessoa_candidato).toBe('42');
    expect(JSON.parse(envio.addCurso)).toEqual([expect.objectContaining({ cd_nivel: '2' })]);
    expect(JSON.parse(envio.editCurso)).toEqual([expect.objectContaining({ nr_sequencia: 9 })]);
    expect(JSON.parse(envio.addIdioma)).toEqual([{ cd_idioma: 1, id_leitura: 3, id_escrita: 2, id_fala: 2 }]);
  });

  it('writes the numbers typed once as the save texts (height in metres, money in pt-BR)', () => {
    const listas = {
      ...LISTAS_VAZIAS,
      empregos: [novoCartao({ ...EMPREGO_VAZIO, nm_pessoa_empresa: 'X', vl_ultimo_salario: 1234.5 })],
    };
    const envio = montarEnvio(
      null,
      { ...pessoal, nr_altura: 1.7, nr_peso: 65, pretensao_salarial: 2500 },
      listas,
    );
    expect(envio.nr_altura).toBe('1,70');
    expect(envio.nr_peso).toBe('65');
    expect(envio.pretensao_salarial).toBe('2.500,00');
    expect(JSON.parse(envio.addEmprego)[0].vl_ultimo_salario).toBe('1.234,50');
    expect(montarEnvio(null, { ...pessoal, nr_altura: 175, nr_peso: null }, LISTAS_VAZIAS)).toMatchObject({
      nr_altura: '1,75',
      nr_peso: '',
    });
    expect(
      validar(montarEnvio(null, { ...pessoal, nr_altura: 1.7 }, LISTAS_VAZIAS)).erros.nr_altura,
    ).toBeUndefined();
  });
});

describe('an existing record', () => {
  // as an old system left it: one phone, no shift, no education
  const carregado = montarEnvio(
    7,
    {
      ...pessoal,
      cd_cep: '89201100',
      nm_cep: 'R Rua Benício',
      nm_bairro: 'Centro',
      nm_cidade_reside: 'Joinville',
      cd_uf_reside: 'SC',
      nr_telefone_cel: '47999998888',
    },
    LISTAS_VAZIAS,
  );
  const esquema = esquemaDoRegistro(carregado);

  it('saves a change of a section that keeps its rules, whatever the others lack', () => {
    expect(validar({ ...carregado, ds_complemento: 'Apto 12' }, esquema).erros).toEqual({});
  });

  it("asks for the rules of the section the user changes, beside that section's field", () => {
    const v = validar({ ...carregado, ds_observacao_cel: 'Recado com a vizinha' }, esquema);
    expect(v.erros).toEqual({ nr_telefone_cel: M.telefones });
    expect(validar({ ...carregado, cd_cep: '123' }, esquema).erros).toEqual({ cd_cep: M.cepInvalido });
  });
});
