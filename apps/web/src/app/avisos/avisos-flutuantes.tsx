import { Badge, Button, CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellRinging, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { dayjs } from '../../lib/dayjs';
import { useTabs } from '../../lib/tabs';
import { type Aviso, apresentarAviso, chaveAviso } from './aviso';
import classes from './avisos-flutuantes.module.css';
import { useAvisos } from './use-avisos';

const VISIVEIS = 3;
/** Browser storage key of the collapsed state, so the alerts stay out of the way across reloads. */
const CHAVE_RECOLHIDO = 'avisosRecolhidos';

function lerRecolhido(): boolean {
  try {
    return localStorage.getItem(CHAVE_RECOLHIDO) === 'S';
  } catch {
    return false;
  }
}

/** 'há 2 horas' for today's past alerts, the date and time otherwise (clocks disagree, old alerts). */
function quandoLegivel(quando: ReturnType<typeof dayjs>): string {
  const agora = dayjs();
  if (quando.isAfter(agora) || agora.diff(quando, 'hour') >= 24) return quando.format('DD/MM/YYYY HH:mm');
  return quando.fromNow();
}

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
  const quando = aviso.DT_GERACAO ? dayjs(aviso.DT_GERACAO) : null;
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
            {quando?.isValid() && (
              <Text size="xs" c="dimmed" title={quando.format('DD/MM/YYYY HH:mm')}>
                {quandoLegivel(quando)}
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

/**
 * Floating alerts at the bottom right (spec 002 §2.1). They can be collapsed into one small button
 * at the top right, by the tabs, so they never cover a table or a form's buttons; a new alert opens
 * them again.
 */
export function AvisosFlutuantes() {
  const { avisos, confirmar, confirmando } = useAvisos();
  const [todos, setTodos] = useState(false);
  const [recolhido, setRecolhido] = useState(lerRecolhido);
  const quantidadeAnterior = useRef(avisos.length);
  useEffect(() => {
    if (avisos.length > quantidadeAnterior.current) setRecolhido(false);
    quantidadeAnterior.current = avisos.length;
  }, [avisos.length]);
  useEffect(() => {
    try {
      localStorage.setItem(CHAVE_RECOLHIDO, recolhido ? 'S' : 'N');
    } catch {
      // storage unavailable: the state lasts until the page reloads
    }
  }, [recolhido]);
  if (avisos.length === 0) return null;
  const rotuloQuantidade = `${avisos.length} ${avisos.length === 1 ? 'aviso' : 'avisos'}`;
  if (recolhido) {
    return (
      <section className={classes.recolhido} aria-label="Avisos">
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            leftSection={<IconBellRinging size={14} aria-hidden />}
            radius="xl"
            color="marca"
            onClick={() => setRecolhido(false)}
            aria-label={`Mostrar ${rotuloQuantidade}`}
          >
            {rotuloQuantidade}
          </Button>
        </Group>
      </section>
    );
  }
  const mostrados = todos ? avisos : avisos.slice(0, VISIVEIS);
  const restantes = avisos.length - mostrados.length;
  return (
    <section className={classes.area} aria-label="Avisos" aria-live="polite">
      <Stack gap="xs">
        <Group justify="flex-end" gap="xs">
          {restantes > 0 && (
            <UnstyledButton onClick={() => setTodos(true)}>
              <Badge variant="filled" color="marca" size="lg">
                + {restantes} {restantes === 1 ? 'aviso' : 'avisos'}
              </Badge>
            </UnstyledButton>
          )}
          <Button
            size="compact-sm"
            variant="default"
            radius="xl"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => setRecolhido(true)}
          >
            Recolher avisos
          </Button>
        </Group>
        {mostrados.map((a) => (
          <CartaoAviso
            key={chaveAviso(a)}
            aviso={a}
            aoConfirmar={confirmar}
            confirmando={confirmando !== undefined && chaveAviso(confirmando) === chaveAviso(a)}
          />
        ))}
      </Stack>
    </section>
  );
}
