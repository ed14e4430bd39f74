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
}: {
  aviso: Aviso;
  aoConfirmar: (a: Aviso) => void;
  confirmando: boolean;
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
        <CloseButton
          size="sm"
          aria-label={`Marcar aviso “${ap.titulo}” como visto`}
          onClick={() => aoConfirmar(aviso)}
          disabled={confirmando}
        />
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

/** How long newly arrived alerts stay in view before their column collapses into the counter. */
export const TEMPO_AVISO_NOVO_MS = 8000;

/**
 * The alerts' state: the unviewed alerts and whether their column is shown. Alerts already there when
 * the page opens start collapsed in the tab bar's counter; new ones open the column and, unless the
 * pointer or the focus is in it, it collapses again by itself after a few seconds. Opened by the
 * counter, it stays until closed.
 */
export function useAvisosPainel() {
  const { avisos, confirmar, confirmando, carregado } = useAvisos();
  const [recolhido, setRecolhidoEstado] = useState(true);
  const [passageiro, setPassageiro] = useState(false);
  const [emUso, setEmUso] = useState(false);
  const anterior = useRef<number | null>(null);
  useEffect(() => {
    if (!carregado) return;
    if (anterior.current !== null && avisos.length > anterior.current) {
      setRecolhidoEstado(false);
      setPassageiro(true);
    }
    anterior.current = avisos.length;
  }, [carregado, avisos.length]);
  useEffect(() => {
    if (recolhido || !passageiro || emUso) return;
    const t = setTimeout(() => {
      setRecolhidoEstado(true);
      setPassageiro(false);
    }, TEMPO_AVISO_NOVO_MS);
    return () => clearTimeout(t);
  }, [recolhido, passageiro, emUso]);
  const setRecolhido = (valor: boolean) => {
    setRecolhidoEstado(valor);
    setPassageiro(false);
  };
  return { avisos, confirmar, confirmando, recolhido, setRecolhido, setEmUso };
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
 * screen: the open tab keeps its whole width (its table's columns are never squeezed). The drawer has
 * no backdrop and takes no focus, so new alerts opening it do not interrupt the work; it collapses into
 * the tab bar's counter (see useAvisosPainel), by its close button or Escape.
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
      <aside
        id={ID_COLUNA}
        className={classes.coluna}
        aria-label="Avisos"
        onFocus={() => painel.setEmUso(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) painel.setEmUso(false);
        }}
      >
        {/* only the cards hold a new alert open: the empty part of the drawer does not, so it still
            closes by itself over what the pointer was about to reach */}
        <Stack
          gap="xs"
          className={classes.pilha}
          aria-live="polite"
          onMouseEnter={() => painel.setEmUso(true)}
          onMouseLeave={() => painel.setEmUso(false)}
        >
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
