import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The steps of an import, as the stepper names them. */
export const ETAPAS = [
  { rotulo: 'Arquivo', descricao: 'Tipo e envio' },
  { rotulo: 'Colunas', descricao: 'Ligar aos campos' },
  { rotulo: 'Conferência', descricao: 'Simulação' },
  { rotulo: 'Importação', descricao: 'Gravar na base' },
] as const;

export type Etapa = 0 | 1 | 2 | 3;

export interface MolduraImportacaoProps {
  titulo: string;
  subtitulo?: ReactNode;
  etapa: Etapa;
  /** The step is finished (the last one shows done). */
  concluida?: boolean;
  /** Back to the history. */
  aoVoltar: () => void;
  /** Beside the title (the situation badge). */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every step of one import inside the same frame: back link, title, the stepper, the step. */
export function MolduraImportacao({
  titulo,
  subtitulo,
  etapa,
  concluida = false,
  aoVoltar,
  extra,
  children,
}: MolduraImportacaoProps) {
  return (
    <Stack gap="md" p="md" maw={1280}>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
          onClick={aoVoltar}
          ml={-8}
        >
          Importações
        </Button>
        <Group gap="sm" mt={4} wrap="nowrap" align="center">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {titulo}
          </Title>
          {extra}
        </Group>
        {subtitulo && (
          <Text size="sm" c="dimmed" mt={2}>
            {subtitulo}
          </Text>
        )}
      </div>
      <Stepper active={concluida ? ETAPAS.length : etapa} size="sm" allowNextStepsSelect={false}>
        {ETAPAS.map((e, i) => (
          // the steps only show where the import is: not buttons
          <Stepper.Step
            key={e.rotulo}
            component="div"
            label={e.rotulo}
            description={e.descricao}
            aria-current={!concluida && i === etapa ? 'step' : undefined}
          />
        ))}
      </Stepper>
      {children}
    </Stack>
  );
}
