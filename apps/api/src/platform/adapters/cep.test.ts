import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CepHttp, ErroCep } from './cep';

/** A local peer speaking ViaCEP's protocol (and BrasilAPI's), with a switch to fail. */
let servidor: http.Server;
let base: string;
let viacepFora = false;
const pedidos: string[] = [];

beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    const url = req.url ?? '';
    pedidos.push(url);
    const json = (status: number, corpo: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(corpo));
    };
    if (url.startsWith('/ws/')) {
      if (viacepFora) return json(503, { message: 'fora' });
      if (url === '/ws/89201100/json/')
        return json(200, {
          cep: '89201-100',
          logradouro: 'Rua XV de Novembro',
          bairro: 'Centro',
          localidade: 'Joinville',
          uf: 'SC',
          ibge: '4209102',
        });
      if (url === '/ws/SC/Joinville/Novembro/json/')
        return json(200, [
          {
            cep: '89201-100',
            logradouro: 'Rua XV de Novembro',
            bairro: 'Centro',
            localidade: 'Joinville',
            uf: 'SC',
          },
        ]);
      if (/^\/ws\/\d{8}\/json\/$/.test(url)) return json(200, { erro: 'true' });
      return json(400, {});
    }
    if (url === '/api/cep/v1/89201100')
      return json(200, {
        cep: '89201100',
        state: 'SC',
        city: 'Joinville',
        neighborhood: 'Centro',
        street: 'Rua XV de Novembro',
      });
    if (url.startsWith('/api/cep/v1/')) return json(404, { message: 'não encontrado' });
    json(404, {});
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => servidor.close(ok));
});

describe('CEP over ViaCEP’s protocol', () => {
  it('finds an address, says when a CEP does not exist, and lists the streets of a city', async () => {
    const cep = new CepHttp({ viacep: base, brasilapi: base });
    viacepFora = false;
    expect(await cep.buscar('89201100')).toEqual({
      cep: '89201100',
      logradouro: 'Rua XV de Novembro',
      bairro: 'Centro',
      cidade: 'Joinville',
      uf: 'SC',
      ibge: 4209102,
    });
    expect(await cep.buscar('99999999')).toBeNull();
    expect(await cep.pesquisar('SC', 'Joinville', 'Novembro')).toEqual([
      expect.objectContaining({ cep: '89201100', logradouro: 'Rua XV de Novembro' }),
    ]);
  });

  it('asks BrasilAPI when ViaCEP fails; fails when both do', async () => {
    viacepFora = true;
    pedidos.length = 0;
    const cep = new CepHttp({ viacep: base, brasilapi: base });
    expect(await cep.buscar('89201100')).toMatchObject({
      cidade: 'Joinville',
      uf: 'SC',
      bairro: 'Centro',
      ibge: null,
    });
    expect(pedidos).toEqual(['/ws/89201100/json/', '/api/cep/v1/89201100']);
    expect(await cep.buscar('99999999')).toBeNull();
    await expect(new CepHttp({ viacep: base }).buscar('89201100')).rejects.toBeInstanceOf(ErroCep);
    await expect(
      new CepHttp({ viacep: 'http://127.0.0.1:1', brasilapi: 'http://127.0.0.1:1', timeoutMs: 500 }).buscar(
        '89201100',
      ),
    ).rejects.toBeInstanceOf(ErroCep);
    viacepFora = false;
  });
});
