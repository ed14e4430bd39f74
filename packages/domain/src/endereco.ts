import { z } from 'zod';
import { LIMITES_CADASTRO as L, MENSAGENS_CADASTRO as M, PADRAO_CEP } from './candidato-cadastro';
import { PADRAO_TEXTO_VALIDO, uf } from './entrada';
import { bairroLinha } from './pickers';

/** Address by postal code (CEP) of the resume editor (spec 002 §2.2, §5, §7, §8). */

export const MENSAGENS_ENDERECO = {
  cepNaoEncontrado: 'CEP não encontrado',
  erroCep: 'Erro ao buscar dados do CEP.',
  erroBairros: 'Erro ao buscar os bairros.',
  cepInvalido: M.cepInvalido,
  pesquisa: M.cepPesquisa,
} as const;

/** GET endereco/buscar-cep/{cep}: 8 digits, with or without the hyphen. */
export const buscarCepParams = z.object({
  cep: z
    .string()
    .max(L.cepMax, { error: M.cepInvalido, abort: true })
    .regex(PADRAO_CEP, M.cepInvalido)
    .transform((v) => v.replace('-', '')),
});

export const dadosCep = z.object({
  CD_CEP: z.string(),
  ENDERECO: z.string().nullable(),
  NM_CIDADE: z.string(),
  NM_UF: z.string(),
  CD_UF: z.string(),
  CD_PAIS: z.number().int(),
});
export const buscarCepResposta = z.object({
  dados_cep: dadosCep,
  /** The neighbourhood the CEP service gave. */
  bairro_viacep: z.string().nullable(),
  /** The neighbourhoods known for the city. */
  bairros: z.array(bairroLinha),
});
export type BuscarCepResposta = z.infer<typeof buscarCepResposta>;

/** POST endereco/buscar-ceps: state and city required, part of the street's name. */
export const buscarCepsCorpo = z.object({
  uf: uf(M.cepPesquisa),
  cidade: z.string({ error: M.cepPesquisa }).trim().min(1, M.cepPesquisa).max(120).regex(PADRAO_TEXTO_VALIDO),
  nome: z.string().trim().max(L.cepRua).regex(PADRAO_TEXTO_VALIDO).default(''),
  pagina: z.number().int().min(1).max(1000).default(1),
});
export type BuscarCepsCorpo = z.input<typeof buscarCepsCorpo>;
export const linhaCep = z.object({
  CD_CEP: z.string(),
  ENDERECO: z.string().nullable(),
  NM_BAIRRO: z.string().nullable(),
  NM_CIDADE: z.string(),
  CD_UF: z.string(),
});
export const buscarCepsResposta = z.object({ total: z.number().int(), linhas: z.array(linhaCep) });

/** GET endereco/bairros/{city}/{uf}. */
export const bairrosEnderecoParams = z.object({
  city: z.string().trim().min(1).max(120).regex(PADRAO_TEXTO_VALIDO),
  uf: uf(),
});
