import { Badge, Button, CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { dayjs } from '../../lib/dayjs';
import { useTabs } from '../../lib/tabs';
import { type Aviso, apresentarAviso, chaveAviso } from './aviso';
import classes from './avisos-flutuantes.module.css';
import { useAvisos } from './use-avisos';

const VISIVEIS = 3;

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

/** Floating alerts at the bottom right (spec 002 §2.1). */
export function AvisosFlutuantes() {
  const { avisos, confirmar, confirmando } = useAvisos();
  const [todos, setTodos] = useState(false);
  if (avisos.length === 0) return null;
  const mostrados = todos ? avisos : avisos.slice(0, VISIVEIS);
  const restantes = avisos.length - mostrados.length;
  return (
    <section className={classes.area} aria-label="Avisos" aria-live="polite">
      <Stack gap="xs">
        {restantes > 0 && (
          <UnstyledButton className={classes.mais} onClick={() => setTodos(true)}>
            <Badge variant="filled" color="marca" size="lg">
              + {restantes} {restantes === 1 ? 'aviso' : 'avisos'}
            </Badge>
          </UnstyledButton>
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
    </section>
  );
}
