import { formatarDataHora, formatarDecorrido } from '@backoffice/domain/datas';
import { Badge, Button, CloseButton, Drawer, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTabs } from '../../lib/tabs';
import { type Aviso, apresentarAviso, chaveAviso } from './aviso';
import classes from './avisos.module.css';
import { useAvisos } from './use-avisos';

const VISIVEIS = 3;
function CartaoAviso({
  aviso,
  aoConfirmar,
  confirmando,
  aoFechar,
}: {
  aviso: Aviso;
  aoConfirmar: (a: Aviso) => void;
  confirmando: boolean;
  /** The card of a new alert: its close button only hides it (it stays in the drawer). */
  aoFechar?: (a: Aviso) => void;
}) {
  const { abrir } = useTabs();
  const ap = apresentarAviso(aviso);
  // 'há 2 horas' for the last day's alerts, the date and time otherwise (old alerts, clocks that disagree)
  const quando = formatarDecorrido(aviso.DT_GERACAO);
  const irPara = ap.abrir;
  return (
    <Paper
      shadow="lg"
      radius="md"
      withBorder
      className={classes.cartao}
      style={{ borderLeftColor: `var(--mantine-color-${ap.cor}-6)` }}
      data-testid="aviso"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconBellRinging
            size={18}
            color={`var(--mantine-color-${ap.cor}-7)`}
            aria-hidden
            style={{ flex: 'none', marginTop: 2 }}
          />
          <div>
            <Text fw={600} size="sm">
              {ap.titulo}
            </Text>
            {quando && (
              <Text size="xs" c="dimmed" title={formatarDataHora(aviso.DT_GERACAO)}>
                {quando}
              </Text>
            )}
          </div>
        </Group>
        {/* 28 px: a target of at least 24 px */}
        {aoFechar ? (
          <CloseButton size="md" aria-label={`Fechar aviso “${ap.titulo}”`} onClick={() => aoFechar(aviso)} />
        ) : (
          <CloseButton
            size="md"
            aria-label={`Marcar aviso “${ap.titulo}” como visto`}
            onClick={() => aoConfirmar(aviso)}
            disabled={confirmando}
          />
        )}
      </Group>
      <Text size="sm" mt={6}>
        {ap.texto}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        {irPara && (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              abrir(irPara.chave, irPara.params, irPara.titulo ? { titulo: irPara.titulo } : undefined);
              if (aviso.ID === null) aoConfirmar(aviso);
            }}
          >
            {irPara.rotulo}
          </Button>
        )}
        <Button size="compact-sm" variant="light" loading={confirmando} onClick={() => aoConfirmar(aviso)}>
          Ciente
        </Button>
      </Group>
    </Paper>
  );
}

/** How long a newly arrived alert's card stays in view (unless the pointer or the focus is on it). */
export const TEMPO_AVISO_NOVO_MS = 8000;

/**
 * The alerts' state: the unviewed alerts, whether their drawer is open, and the new ones shown as cards.
 * The drawer opens only from the tab bar's counter and stays until closed. An alert arriving while the
 * page is open shows as a compact card at the bottom right instead, which leaves by itself after a few
 * seconds (not while the pointer or the focus is on it) or by its close button; it stays in the drawer.
 */
export function useAvisosPainel() {
  const { avisos, confirmar, confirmando, carregado } = useAvisos();
  const [recolhido, setRecolhidoEstado] = useState(true);
  const [chavesNovas, setChavesNovas] = useState<readonly string[]>([]);
  const [emUso, setEmUso] = useState(false);
  const conhecidas = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!carregado) return;
    const chaves = avisos.map(chaveAviso);
    if (conhecidas.current !== null) {
      const vistas = conhecidas.current;
      const chegaram = chaves.filter((c) => !vistas.has(c));
      if (chegaram.length > 0) setChavesNovas((n) => [...n, ...chegaram]);
    }
    conhecidas.current = new Set(chaves);
  }, [carregado, avisos]);
  const novos = avisos.filter((a) => chavesNovas.includes(chaveAviso(a)));
  // each arrival starts the time again
  const quantosNovos = novos.length;
  useEffect(() => {
    if (quantosNovos === 0 || emUso) return;
    const t = setTimeout(() => setChavesNovas([]), TEMPO_AVISO_NOVO_MS);
    return () => clearTimeout(t);
  }, [quantosNovos, emUso]);
  const setRecolhido = (valor: boolean) => {
    setRecolhidoEstado(valor);
    // the drawer shows every alert: the new ones' cards are not needed beside it
    if (!valor) setChavesNovas([]);
  };
  const dispensar = (a: Aviso) => {
    setChavesNovas((n) => n.filter((c) => c !== chaveAviso(a)));
    setEmUso(false);
  };
  return { avisos, confirmar, confirmando, recolhido, setRecolhido, novos, dispensar, setEmUso };
}
export type PainelAvisos = ReturnType<typeof useAvisosPainel>;

const ID_COLUNA = 'coluna-avisos';

/** The alerts' button at the right end of the tab bar: their count; it shows or hides their column. */
export function BotaoAvisos({ painel }: { painel: PainelAvisos }) {
  const n = painel.avisos.length;
  if (n === 0) return null;
  const rotulo = `${n} ${n === 1 ? 'aviso' : 'avisos'}`;
  return (
    <Button
      size="compact-sm"
      leftSection={<IconBellRinging size={14} aria-hidden />}
      radius="xl"
      color="marca"
      variant={painel.recolhido ? 'filled' : 'light'}
      className={classes.botao}
      aria-expanded={!painel.recolhido}
      aria-controls={painel.recolhido ? undefined : ID_COLUNA}
      aria-label={painel.recolhido ? `Mostrar ${rotulo}` : `Recolher ${rotulo}`}
      onClick={() => painel.setRecolhido(!painel.recolhido)}
    >
      {rotulo}
    </Button>
  );
}

/**
 * The alerts (spec 002 §2.1), stacked at the bottom of a drawer that slides over the right of the
 * screen when the tab bar's counter is clicked: the open tab keeps its whole width (its table's columns
 * are never squeezed). The drawer has no backdrop and takes no focus; it collapses into the counter by
 * its close button or Escape. New alerts do not open it: they show as cards (`AvisosNovos`).
 */
export function ColunaAvisos({ painel }: { painel: PainelAvisos }) {
  const [todos, setTodos] = useState(false);
  const { avisos, confirmar, confirmando } = painel;
  const mostrados = todos ? avisos : avisos.slice(0, VISIVEIS);
  const restantes = avisos.length - mostrados.length;
  return (
    <Drawer
      opened={avisos.length > 0 && !painel.recolhido}
      onClose={() => painel.setRecolhido(true)}
      position="right"
      size={360}
      title="Avisos"
      withOverlay={false}
      trapFocus={false}
      lockScroll={false}
      returnFocus={false}
      shadow="xl"
      closeButtonProps={{ 'aria-label': 'Recolher avisos' }}
      classNames={{ body: classes.corpoGaveta, content: classes.gaveta }}
    >
      <aside id={ID_COLUNA} className={classes.coluna} aria-label="Avisos">
        <Stack gap="xs" className={classes.pilha}>
          {restantes > 0 && (
            <Group justify="flex-end" gap="xs">
              <UnstyledButton onClick={() => setTodos(true)}>
                <Badge variant="filled" color="marca" size="lg">
                  + {restantes} {restantes === 1 ? 'aviso' : 'avisos'}
                </Badge>
              </UnstyledButton>
            </Group>
          )}
          {mostrados.map((a) => (
            <CartaoAviso
              key={chaveAviso(a)}
              aviso={a}
              aoConfirmar={confirmar}
              confirmando={confirmando !== undefined && chaveAviso(confirmando) === chaveAviso(a)}
            />
          ))}
        </Stack>
      </aside>
    </Drawer>
  );
}

/**
 * The alerts that arrived while the page is open, as compact cards stacked at the bottom right, like
 * notifications. While they show, the work area keeps an empty strip of their height at its bottom
 * (as for the toasts), so they cover no row, button or pager of the open tab.
 */
export function AvisosNovos({ painel }: { painel: PainelAvisos }) {
  const { novos, confirmar, confirmando, dispensar, setEmUso } = painel;
  const pilha = useRef<HTMLDivElement>(null);
  const [altura, setAltura] = useState(0);
  const ha = novos.length > 0;
  useEffect(() => {
    const el = pilha.current;
    if (!ha || !el) {
      setAltura(0);
      return;
    }
    const medir = () => setAltura(Math.ceil(el.getBoundingClientRect().height + 24));
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const obs = new ResizeObserver(medir);
    obs.observe(el);
    return () => obs.disconnect();
  }, [ha]);
  return (
    <>
      <section
        ref={pilha}
        className={classes.novos}
        aria-label="Avisos novos"
        aria-live="polite"
        hidden={!ha}
        onMouseEnter={() => setEmUso(true)}
        onMouseLeave={() => setEmUso(false)}
        onFocus={() => setEmUso(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setEmUso(false);
        }}
      >
        {novos.slice(-VISIVEIS).map((a) => (
          <CartaoAviso
            key={chaveAviso(a)}
            aviso={a}
            aoConfirmar={confirmar}
            aoFechar={dispensar}
            confirmando={confirmando !== undefined && chaveAviso(confirmando) === chaveAviso(a)}
          />
        ))}
      </section>
      <div aria-hidden="true" data-reserva-avisos style={{ height: altura, flex: 'none' }} />
    </>
  );
}
