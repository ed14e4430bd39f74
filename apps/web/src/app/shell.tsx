import type { UsuarioSessao } from '@backoffice/domain/auth';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { abasDoMenu, type ContextoMenu, enderecosExternos, filtrarMenu, MENU } from '@backoffice/domain/menu';
import { Text } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../lib/api-client';
import { useConfiguracao } from '../lib/configuracao';
import { realtime } from '../lib/realtime-client';
import { limparSessao, useUsuario } from '../lib/sessao';
import { useTabs } from '../lib/tabs';
import { AvisosNovos, BotaoAvisos, ColunaAvisos, useAvisosPainel } from './avisos/avisos';
import { MenuLateral } from './menu-lateral';
import { BotaoPaleta, PaletaComandos, usePaletaComandos } from './paleta-comandos';
import { ReservaToasts } from './reserva-toasts';
import classes from './shell.module.css';
import { acessoDaAba } from './tab-registry';
import { TabWorkspace } from './tab-workspace';
import { TabsProvider } from './tabs-provider';
import { TelaCarregando } from './tela-carregando';
import { useMenuLateral } from './use-menu-lateral';
import { useVerificacaoSessao } from './use-verificacao-sessao';

/** Sidebar widths of spec 002 §2.1: 15 to 20 % open, 3 % closed. */
export const LARGURA_MENU_ABERTO = 'clamp(15vw, 260px, 20vw)';
export const LARGURA_MENU_FECHADO = '3vw';

function Conteudo({ usuario, ctx }: { usuario: UsuarioSessao; ctx: ContextoMenu }) {
  const tabs = useTabs();
  const menu = useMenuLateral();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: config } = useConfiguracao();
  const itens = useMemo(() => filtrarMenu(MENU, ctx), [ctx]);
  const telas = useMemo(() => abasDoMenu(itens), [itens]);
  const paleta = usePaletaComandos();
  const abaAtiva = tabs.abertas.find((a) => a.id === tabs.ativa)?.chave ?? null;
  const avisos = useAvisosPainel();

  const sair = useCallback(() => {
    modals.openConfirmModal({
      title: 'Sair',
      children: <Text size="sm">Deseja realmente sair?</Text>,
      labels: { confirm: 'Sair', cancel: 'Cancelar' },
      confirmProps: { color: 'red.8' },
      onConfirm: async () => {
        try {
          await chamar(C.logout, {}, { notificar: false, tratar401: false });
        } catch {
          // leaving anyway: the local session is forgotten below
        }
        realtime.desconectar();
        // reads still in flight are dropped: none of them may store anything after the logout
        await queryClient.cancelQueries();
        queryClient.clear();
        limparSessao();
        navigate('/login', { replace: true });
      },
    });
  }, [navigate, queryClient]);

  const ocupaColuna = !menu.recolhido && menu.flex;
  return (
    <div className={classes.shell}>
      <MenuLateral
        estado={menu}
        usuario={usuario}
        itens={itens}
        config={config}
        abaAtiva={abaAtiva}
        abrirAba={(chave) => tabs.abrir(chave)}
        aoSair={sair}
      />
      <main
        className={classes.principal}
        style={{ marginLeft: ocupaColuna ? LARGURA_MENU_ABERTO : LARGURA_MENU_FECHADO }}
        aria-label="Área de trabalho"
      >
        <TabWorkspace
          acessoDaAba={(chave) => acessoDaAba(chave, ctx)}
          barraDireita={
            <>
              <BotaoPaleta onClick={() => paleta.setAberta(true)} />
              <BotaoAvisos painel={avisos} />
            </>
          }
        />
        <ColunaAvisos painel={avisos} />
        <AvisosNovos painel={avisos} />
        <ReservaToasts />
      </main>
      <PaletaComandos
        {...paleta}
        telas={telas}
        abrirAba={(chave, params) => tabs.abrir(chave, params)}
        podeAbrir={(chave) => acessoDaAba(chave, ctx) === 'permitida'}
      />
    </div>
  );
}

/** The application shell: sidebar, tab workspace, alerts, session check and realtime channel. */
export function Shell() {
  const atual = useUsuario();
  // After the session expires the stored user is gone but the screen stays until the toast is clicked.
  const [usuario, setUsuario] = useState(atual);
  useEffect(() => {
    if (atual) setUsuario(atual);
  }, [atual]);
  const { data: config, isPending } = useConfiguracao();
  const queryClient = useQueryClient();

  useEffect(() => {
    realtime.conectar();
    return () => realtime.desconectar();
  }, []);

  const aoExpirar = useCallback(() => {
    realtime.desconectar();
    queryClient.cancelQueries();
  }, [queryClient]);
  useVerificacaoSessao(aoExpirar);

  const ctx = useMemo<ContextoMenu | null>(
    () =>
      usuario
        ? {
            permissoes: usuario.permissoes,
            cdUnid: usuario.cd_unid,
            usuarioHelpDesk: config?.ID_USUARIO_HELP_DESK === 'S',
            // the units whose id_callcenter is on (Administração › Unidades); none until the answer
            unidadesCallcenter: config?.UNIDADES_CALLCENTER ?? [],
            // an outside system without its address: its native screen, or no entry
            enderecos: config ? enderecosExternos(config) : undefined,
            // the choice of the legacy site's pages, only where that site is configured
            siteLegado: config ? Boolean(config.URL_SITE_LEGADO) : undefined,
          }
        : null,
    [usuario, config],
  );

  if (!usuario || !ctx || isPending) return <TelaCarregando telaCheia />;
  const estilo = {
    '--largura-menu-aberto': LARGURA_MENU_ABERTO,
    '--largura-menu-fechado': LARGURA_MENU_FECHADO,
  } as CSSProperties;
  return (
    // The modals' provider lives here, not in the app's: the login page loads without Modal and its
    // scroll area (and the positioning library they bring).
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <div style={estilo}>
        <TabsProvider acessoDaAba={(chave) => acessoDaAba(chave, ctx)}>
          <Conteudo usuario={usuario} ctx={ctx} />
        </TabsProvider>
      </div>
    </ModalsProvider>
  );
}
