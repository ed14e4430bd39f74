import { Button, CloseButton, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { abaDaUrl, urlDaAba } from '../lib/tab-url';
import { type AbaAberta, type AbaAtual, AbaAtualContext, TabsContext } from '../lib/tabs';
import { ErroBoundary } from './erro-boundary';
import { InicioPage } from './paginas/inicio-page';
import { NaoEncontradaPage } from './paginas/nao-encontrada-page';
import { SemPermissaoPage } from './paginas/sem-permissao-page';
import { type AcessoAba, definicaoDaAba, tituloDaAba } from './tab-registry';
import classes from './tab-workspace.module.css';
import type { TabsInternos } from './tabs-provider';
import { TelaCarregando } from './tela-carregando';

function useTabsInternos(): TabsInternos {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('TabWorkspace precisa do TabsProvider.');
  return ctx as TabsInternos;
}

export function tituloVisivel(aba: AbaAberta): string {
  return aba.titulo || tituloDaAba(aba.chave, aba.params);
}

function cliqueSimples(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * The bar of open tabs: each is a link to its own address plus a close button. `direita` goes at its
 * right end (the alerts' button).
 */
function BarraAbas({ direita }: { direita?: ReactNode }) {
  const tabs = useTabsInternos();
  const navigate = useNavigate();
  if (tabs.abertas.length === 0 && !direita) return null;
  return (
    <div className={classes.barra}>
      {tabs.abertas.length > 0 && (
        <nav aria-label="Abas abertas" className={classes.abas}>
          <ul className={classes.lista}>
            {tabs.abertas.map((aba) => {
              const ativa = aba.id === tabs.ativa;
              const titulo = tituloVisivel(aba);
              const url = urlDaAba(aba.chave, aba.params);
              return (
                <li
                  key={aba.id}
                  className={classes.aba}
                  data-ativa={ativa || undefined}
                  data-testid={`aba-${aba.id}`}
                >
                  <UnstyledButton
                    component="a"
                    href={url}
                    className={classes.link}
                    aria-current={ativa ? 'page' : undefined}
                    title={titulo}
                    onClick={(e: MouseEvent) => {
                      if (!cliqueSimples(e)) return;
                      e.preventDefault();
                      navigate(url);
                    }}
                    onAuxClick={(e: MouseEvent) => {
                      if (e.button === 1) {
                        e.preventDefault();
                        tabs.fechar(aba.id);
                      }
                    }}
                  >
                    {titulo}
                  </UnstyledButton>
                  <CloseButton
                    size="sm"
                    className={classes.fechar}
                    aria-label={`Fechar aba ${titulo}`}
                    onClick={() => tabs.fechar(aba.id)}
                  />
                </li>
              );
            })}
          </ul>
          {tabs.abertas.length > 1 && (
            // a named button: a bare × beside the alerts' counter said nothing of what it closes
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={tabs.fecharTodas}
              className={classes.fecharTodas}
            >
              Fechar todas as abas
            </Button>
          )}
        </nav>
      )}
      {direita}
    </div>
  );
}

function PainelAba({ aba, visivel, versao }: { aba: AbaAberta; visivel: boolean; versao: number }) {
  const tabs = useTabsInternos();
  const def = definicaoDaAba(aba.chave);
  const contexto = useMemo<AbaAtual>(
    () => ({
      id: aba.id,
      chave: aba.chave,
      params: aba.params,
      visivel,
      definirTitulo: (t) => tabs.definirTitulo(aba.id, t),
      fechar: () => tabs.fechar(aba.id),
    }),
    [aba.id, aba.chave, aba.params, visivel, tabs.definirTitulo, tabs.fechar],
  );
  if (!def) return null;
  const Pagina = def.pagina;
  return (
    <section
      className={classes.painel}
      hidden={!visivel}
      aria-label={tituloVisivel(aba)}
      data-testid={visivel ? 'aba-ativa' : undefined}
    >
      <AbaAtualContext.Provider value={contexto}>
        <ErroBoundary nome={def.nome}>
          <Suspense fallback={<TelaCarregando />}>
            <Pagina key={versao} params={aba.params} />
          </Suspense>
        </ErroBoundary>
      </AbaAtualContext.Provider>
    </section>
  );
}

/**
 * The tab bar and the pages: pages stay mounted once opened, so switching tabs keeps their state.
 * `barraDireita` goes at the right end of the tab bar.
 */
export function TabWorkspace({
  acessoDaAba,
  barraDireita,
}: {
  acessoDaAba: (chave: string) => AcessoAba;
  barraDireita?: ReactNode;
}) {
  const tabs = useTabsInternos();
  const location = useLocation();
  const navigate = useNavigate();
  const visitadas = useRef(new Set<string>());

  const alvo = abaDaUrl(location.pathname, location.search);
  const acesso = alvo ? acessoDaAba(alvo.chave) : null;
  const abaAtiva = tabs.abertas.find((a) => a.id === tabs.ativa);
  const tituloAtivo = abaAtiva ? tituloVisivel(abaAtiva) : null;
  useEffect(() => {
    document.title = tituloAtivo ? `${tituloAtivo} · Back-office RH` : 'Back-office RH';
  }, [tituloAtivo]);
  if (tabs.ativa) visitadas.current.add(tabs.ativa);
  const ids = new Set(tabs.abertas.map((a) => a.id));
  for (const id of visitadas.current) if (!ids.has(id)) visitadas.current.delete(id);

  let mensagem: ReactNode = null;
  const voltar = () => navigate('/');
  if (location.pathname !== '/' && !alvo) {
    mensagem = <NaoEncontradaPage aoVoltar={voltar} />;
  } else if (alvo && acesso === 'desconhecida') {
    mensagem = <NaoEncontradaPage chave={alvo.chave} aoVoltar={voltar} />;
  } else if (alvo && acesso === 'proibida') {
    mensagem = <SemPermissaoPage nome={definicaoDaAba(alvo.chave)?.nome ?? alvo.chave} aoVoltar={voltar} />;
  } else if (!alvo && !tabs.ativa) {
    mensagem = <InicioPage />;
  }

  return (
    <div className={classes.workspace}>
      <BarraAbas direita={barraDireita} />
      <div className={classes.corpo}>
        {/* the tab's content scrolls here: focusable, so the keyboard scrolls it too */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1) */}
        <section className={classes.conteudo} tabIndex={0} aria-label="Conteúdo da aba">
          {mensagem}
          {tabs.abertas
            .filter((a) => visitadas.current.has(a.id))
            .map((aba) => (
              <PainelAba
                key={aba.id}
                aba={aba}
                visivel={!mensagem && aba.id === tabs.ativa}
                versao={tabs.versoes[aba.id] ?? 0}
              />
            ))}
        </section>
      </div>
    </div>
  );
}
