import { MENSAGENS_CURRICULO } from '@backoffice/domain/curriculo';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/testing/render';
import { notify } from '../../../lib/notify';
import { limparSessao, salvarUsuario } from '../../../lib/sessao';
import { GerarCurriculoModal } from './gerar-curriculo-modal';

const json = (v: unknown) =>
  new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });

const EMPREGOS = [1, 2, 3, 4, 5].map((n) => ({
  NR_SEQUENCIA: 100 + n,
  NM_PESSOA_EMPRESA: `Empresa ${n}`,
  NM_CARGO: 'Operador',
  DT_INICIO: `201${n}-01-01`,
  DT_FIM: `201${n}-12-31`,
}));

function entrar(cdUnid: number) {
  salvarUsuario({
    user_sip: 9,
    cd_sip: 9,
    cd_unid: cdUnid,
    cd_uf_unid: 'SC',
    apelido: 'ana',
    grupos: [],
    cd_setor: null,
    permissoes: [58],
    nm_login: 'ana',
    nm_pessoa: 'Ana',
  });
}

/** `layout2`: the user's unit flag the configuration answers. */
function montar(layout2: 'S' | 'N' = 'N') {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/configuracao'))
      return json({
        URL_WEBMAIL: null,
        URL_RHBSAAS: null,
        URL_DAYONE: null,
        URL_SITE_LEGADO: null,
        ID_USUARIO_HELP_DESK: 'N',
        UNIDADES_CALLCENTER: [],
        ID_CHATBOT_UNIDADE: 'N',
        ID_LAYOUT_CURRICULO_2_UNIDADE: layout2,
        ENVIO_SIMULADO: [],
      });
    if (url.includes('/empregos/')) return json(EMPREGOS);
    if (url.includes('/deficiencias/')) return json([]);
    if (url.includes('/cargos/')) return json([{ CD_CARGO: 7, NM_CARGO: 'Operador', NR_EXPERIENCIA: 2 }]);
    return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <GerarCurriculoModal
      nrVaga={10}
      cdPessoa={20}
      nmPessoa="João"
      opened
      onClose={() => {}}
      onGerado={() => {}}
    />,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  limparSessao();
});

describe('GerarCurriculoModal', { timeout: 30_000 }, () => {
  it('preselects the first three employments and sends them', async () => {
    entrar(1);
    const fetchMock = montar();
    const caixa = await screen.findByRole('checkbox', { name: /Empresa 1 -/ });
    await waitFor(() => expect(caixa).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Empresa 3 -/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Empresa 4 -/ })).not.toBeChecked();
    vi.stubGlobal('open', () => ({ document: { title: '', body: {} }, location: { href: '' }, close() {} }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar currículo' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/curriculo/10/20'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/curriculo/10/20')) ?? [];
    expect(JSON.parse(String(init?.body)).empregos).toEqual([101, 102, 103]);
  });

  it("offers layout 2 only when the user's unit has it on (the configuration)", async () => {
    entrar(330);
    montar('N');
    expect(await screen.findByText('Layout 1')).toBeInTheDocument();
    expect(screen.queryByText('Layout 2')).toBeNull();
  });

  it('offers layout 2 to a unit whose flag is on, whatever its code', async () => {
    entrar(2);
    montar('S');
    expect(await screen.findByText('Layout 2')).toBeInTheDocument();
  });

  it('warns when pop-ups are blocked and fetches nothing', async () => {
    entrar(1);
    const fetchMock = montar();
    await screen.findByRole('checkbox', { name: /Empresa 1 -/ });
    vi.stubGlobal('open', () => null);
    const aviso = vi.spyOn(notify, 'aviso').mockImplementation(() => '');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar currículo' }));
    await waitFor(() => expect(aviso).toHaveBeenCalledWith(MENSAGENS_CURRICULO.popups));
    aviso.mockRestore();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/curriculo/10/20'))).toBe(false);
  });
});
