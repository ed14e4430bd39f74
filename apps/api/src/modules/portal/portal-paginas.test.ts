import { LIMITES_PORTAL } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { DIA, usarAppDoPortal } from './portal.fixtures';

/** Public pages: the list and its filters, a vacancy, the sitemap, the 404. */

const p = usarAppDoPortal();
const { vaga, get } = p;
let t: TestApp;
beforeAll(() => {
  ({ t } = p.estado);
});

describe('public vacancy pages', () => {
  it('lists only the vacancies released to the internet, within their release and withdrawal dates', async () => {
    const dentro = await vaga({ ds_observacao_internet: 'Janela aberta soldagem', cd_cargo: 503 });
    const futura = await vaga({ dt_libera_internet: new Date(Date.now() + DIA) });
    const retirada = await vaga({ dt_retira_internet: new Date(Date.now() - 1000) });
    const naoLiberada = await vaga({ id_libera_internet: 'N' });
    const cancelada = await vaga({ cd_situacao_vaga: 5 });
    const aindaNoPrazo = await vaga({ dt_retira_internet: new Date(Date.now() + DIA) });
    const lista = await get('/vagas?cargo=503');
    expect(lista.statusCode).toBe(200);
    expect(lista.headers['content-type']).toContain('text/html');
    expect(lista.body).toContain(`/vagas/${dentro}-analista-fiscal`);
    const todas = (await get('/vagas?q=solda')).body;
    for (const fora of [futura, retirada, naoLiberada, cancelada]) {
      expect(todas).not.toContain(`/vagas/${fora}-`);
      expect((await get(`/vagas/${fora}-soldador`)).statusCode).toBe(404);
    }
    expect(todas).toContain(`/vagas/${aindaNoPrazo}-soldador`);
    expect((await get(`/vagas/${aindaNoPrazo}-soldador`)).statusCode).toBe(200);
  });

  it('shows secret and confidential vacancies without the client name', async () => {
    const sigilosa = await vaga({ id_vaga_sigilosa: 'S', cd_cargo: 502 });
    const confidencial = await vaga({ id_vaga_confidencial: 'S', cd_cargo: 502 });
    const aberta = await vaga({
      cd_cargo: 502,
      ds_observacao_internet: 'Vaga aberta de auxiliar com nome do cliente.',
    });
    const lista = (await get('/vagas?cargo=502')).body;
    const item = (nr: number) =>
      lista.slice(
        lista.indexOf(`/vagas/${nr}-`),
        lista.indexOf('</article>', lista.indexOf(`/vagas/${nr}-`)),
      );
    expect(item(sigilosa)).not.toContain('Segredo Industrial');
    expect(item(confidencial)).not.toContain('Segredo Industrial');
    expect(item(aberta)).toContain('Metalúrgica Segredo Industrial');
    for (const nr of [sigilosa, confidencial]) {
      const pagina = (await get(`/vagas/${nr}-auxiliar-de-producao`)).body;
      expect(pagina).not.toContain('Segredo Industrial');
    }
  });

  it('filters by city, position and text and pages the list', async () => {
    await t.app.deps.db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (510, 'Conferente')`);
    const em = async (cidade: string, n: number, texto: string) => {
      const nrs: number[] = [];
      for (let i = 0; i < n; i++)
        nrs.push(
          await vaga({
            cd_cargo: 510,
            id_local_trabalho: 'L',
            nm_cidade_atuacao: cidade,
            cd_uf_atuacao: cidade === 'Curitiba' ? 'PR' : 'SC',
            ds_observacao_internet: `${texto} número ${i} para conferência de cargas.`,
            dt_libera_internet: new Date(Date.now() - DIA - i * 60_000),
          }),
        );
      return nrs;
    };
    const curitiba = await em('Curitiba', 23, 'Câmara fria');
    const floripa = await em('Florianópolis', 2, 'Doca');
    const p1 = (await get('/vagas?cargo=510&cidade=Curitiba')).body;
    expect(p1).toContain('23 vagas encontradas');
    expect(p1).toContain('Página 1 de 2');
    expect(p1).not.toContain(`/vagas/${floripa[0]}-`);
    expect((p1.match(/<article>/g) ?? []).length).toBe(LIMITES_PORTAL.porPagina);
    const p2 = (await get('/vagas?cargo=510&cidade=Curitiba&pagina=2')).body;
    expect((p2.match(/<article>/g) ?? []).length).toBe(3);
    expect(p2).toContain(`/vagas/${curitiba[22]}-conferente`);
    // accents and case are ignored in the city and the text
    expect((await get('/vagas?cidade=florianopolis&cargo=510')).body).toContain('2 vagas encontradas');
    const texto = (await get(`/vagas?q=${encodeURIComponent('CAMARA FRIA')}`)).body;
    expect(texto).toContain('23 vagas encontradas');
    expect((await get('/vagas?q=doca&cidade=Curitiba')).body).toContain('Nenhuma vaga encontrada');
    // filter options list the published cities and positions
    expect(p1).toContain('<option value="Curitiba" selected>Curitiba</option>');
    expect(p1).toContain('<option value="510" selected>Conferente</option>');
    // bad filters go back to the plain list
    expect((await get('/vagas?pagina=abc')).statusCode).toBe(303);
  });

  it("serves a vacancy's page with its texts, the JobPosting JSON-LD and a canonical, shareable address", async () => {
    const nr = await vaga({
      ds_requisitos_internet: 'Curso de solda <b>MIG</b>',
      ds_atividades_internet: 'Soldar peças',
      ds_local_atuacao_internet: 'Galpão 3',
      qt_candidatos_vaga_web: 50,
    });
    await t.app.deps.db.execute(
      sql`INSERT INTO requisicao_beneficio (nr_requisicao, id_vale_refeicao) SELECT nr_requisicao, 'S' FROM vaga WHERE nr_vaga = ${nr}`,
    );
    const torto = await get(`/vagas/${nr}-outro-nome`);
    expect(torto.statusCode).toBe(301);
    expect(torto.headers.location).toBe(`/vagas/${nr}-soldador`);
    const res = await get(`/vagas/${nr}-soldador`);
    expect(res.statusCode).toBe(200);
    const b = res.body;
    expect(b).toContain('<html lang="pt-BR">');
    expect(b).toContain('<h1>Soldador</h1>');
    for (const s of ['Descrição', 'Requisitos', 'Atividades', 'Local de trabalho', 'Benefícios'])
      expect(b).toContain(`<h2>${s}</h2>`);
    expect(b).toContain('Curso de solda MIG');
    expect(b).toContain('Vale refeição');
    expect(b).toContain(`<link rel="canonical" href="https://vagas.exemplo.com.br/vagas/${nr}-soldador">`);
    expect(b).toContain('https://wa.me/?text=');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(b)?.[1] ?? 'null');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Soldador',
      url: `https://vagas.exemplo.com.br/vagas/${nr}-soldador`,
      hiringOrganization: { name: 'Metalúrgica Segredo Industrial' },
    });
    expect(b).toContain(`href="/vagas/${nr}-soldador/candidatar"`);
    // no inline script or style: the strict policy of every answer holds
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(b).not.toMatch(/<script>|<style|style="/);
    const css = b.match(/href="(\/vagas\/recursos\/portal\.[0-9a-f]+\.css)"/)?.[1] ?? '';
    const js = b.match(/src="(\/vagas\/recursos\/portal\.[0-9a-f]+\.js)"/)?.[1] ?? '';
    expect((await get(css)).headers['content-type']).toContain('text/css');
    const script = await get(js);
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeLessThan(5000);
  });

  it('keeps its own paths from the back-office page and answers its own 404', async () => {
    const fora = await get('/vagas/nao/existe');
    expect(fora.statusCode).toBe(404);
    expect(fora.body).toContain('Página não encontrada');
    expect(fora.body).not.toContain('Back-office');
    expect((await get('/vagas/abc')).statusCode).toBe(404);
    // the back-office keeps its fallback
    expect((await get('/login')).body).toContain('Back-office');
  });

  it('lists the published vacancies in the sitemap', async () => {
    const nr = await vaga();
    const oculta = await vaga({ id_libera_internet: 'N' });
    const res = await get('/vagas/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>https://vagas.exemplo.com.br/vagas/${nr}-soldador</loc>`);
    expect(res.body).not.toContain(`/vagas/${oculta}-`);
  });
});
