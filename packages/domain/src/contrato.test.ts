import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { caminhoPreenchido, contrato, type PedidoDe, type RespostaDe } from './contrato';

const params = z.object({ nrVaga: z.coerce.number().int(), setor: z.enum(['R', 'S']) });
const resposta = z.object({ NR_VAGA: z.number() });

describe('contrato', () => {
  it('types the request and the answer from the schemas', () => {
    const c = contrato({ metodo: 'GET', caminho: '/vaga/x/:nrVaga/:setor', params, resposta });
    expectTypeOf<PedidoDe<typeof c>['params']>().toEqualTypeOf<{ nrVaga: number; setor: 'R' | 'S' }>();
    expectTypeOf<RespostaDe<typeof c>>().toEqualTypeOf<{ NR_VAGA: number }>();
    const corpo = z.object({ ds_texto: z.string().max(10), id: z.number().default(1) });
    const p = contrato({ metodo: 'POST', caminho: '/vaga/y', corpo, resposta });
    expectTypeOf<PedidoDe<typeof p>['corpo']>().toEqualTypeOf<{
      ds_texto: string;
      id?: number | undefined;
    }>();
  });

  it('answers a 200 by default, and nothing for a 204', () => {
    const c = contrato({ metodo: 'GET', caminho: '/vaga/z', resposta });
    expect(c.status).toBe(200);
    const semCorpo = contrato({ metodo: 'POST', caminho: '/sair', resposta: z.undefined(), status: 204 });
    expect(semCorpo.status).toBe(204);
    expectTypeOf<RespostaDe<typeof semCorpo>>().toEqualTypeOf<undefined>();
  });

  it('refuses, at type-check, a path parameter the params schema lacks, and params on a path without any', () => {
    const soNrVaga = z.object({ nrVaga: z.number() });
    const caminho = '/vaga/x/:nrVaga/:setor';
    // @ts-expect-error: ':setor' has no field in params
    const semSetor = contrato({ metodo: 'GET', caminho, params: soNrVaga, resposta });
    // @ts-expect-error: a path with parameters needs params
    const semParams = contrato({ metodo: 'GET', caminho: '/vaga/x/:nrVaga', resposta });
    // @ts-expect-error: a path without parameters takes no params
    const paramsDemais = contrato({ metodo: 'GET', caminho: '/vaga/x', params, resposta });
    // the refusals are the type-checker's (npm run typecheck); at run time the objects are as declared
    expect([semSetor.params, semParams.params, paramsDemais.params]).toEqual([soNrVaga, undefined, params]);
  });

  it('types a wildcard path by its parameter *, and fills it keeping its slashes', () => {
    const resto = z.object({ '*': z.string() });
    const c = contrato({ metodo: 'GET', caminho: '/candidato/pesquisa/*', params: resto, resposta });
    expectTypeOf<PedidoDe<typeof c>['params']>().toEqualTypeOf<{ '*': string }>();
    // @ts-expect-error: a wildcard path needs params holding '*'
    const semResto = contrato({ metodo: 'GET', caminho: '/candidato/pesquisa/*', resposta });
    expect(semResto.params).toBeUndefined();
    expect(caminhoPreenchido(c.caminho, { '*': 'nm_pessoa=maria josé/cd_uf=SC' })).toBe(
      '/candidato/pesquisa/nm_pessoa=maria%20jos%C3%A9/cd_uf=SC',
    );
    expect(caminhoPreenchido('/x/:a/*', { a: 1, '*': '' })).toBe('/x/1/');
    expect(() => caminhoPreenchido(c.caminho, {})).toThrow('*');
  });

  it('fills the path parameters, each encoded, and refuses a missing one', () => {
    expect(caminhoPreenchido('/vaga/x/:nrVaga/:setor', { nrVaga: 12, setor: 'R' })).toBe('/vaga/x/12/R');
    expect(caminhoPreenchido('/bairros/:uf/:cidade', { uf: 'SC', cidade: 'São José/Centro' })).toBe(
      '/bairros/SC/S%C3%A3o%20Jos%C3%A9%2FCentro',
    );
    expect(caminhoPreenchido('/vaga/y', undefined)).toBe('/vaga/y');
    expect(() => caminhoPreenchido('/vaga/x/:nrVaga', {})).toThrow('nrVaga');
  });
});
