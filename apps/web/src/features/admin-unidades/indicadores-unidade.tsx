import {
  FLAGS_UNIDADE,
  type FlagUnidade,
  ROTULOS_FLAGS_UNIDADE,
  type UnidadeAdminLinha,
} from '@backoffice/domain/administracao-unidades';
import { Badge, Group, Text } from '@mantine/core';

/** Short names of the flags in the list. */
const CURTOS: Record<FlagUnidade, string> = {
  id_callcenter: 'Call center',
  id_prazo_vaga: 'Vagas atrasadas',
  id_layout_curriculo_2: 'Layout 2',
  id_chatbot: 'Chatbot',
};

/** The flags that are on, as badges (the overdue rule with its days). */
export function IndicadoresUnidade({ u }: { u: UnidadeAdminLinha }) {
  const ligados = FLAGS_UNIDADE.filter((k) => u[k] === 'S');
  if (!ligados.length)
    return (
      <Text size="sm" c="dimmed">
        nenhum
      </Text>
    );
  return (
    <Group gap={4}>
      {ligados.map((k) => (
        <Badge key={k} variant="light" size="sm" title={ROTULOS_FLAGS_UNIDADE[k]}>
          {k === 'id_prazo_vaga' ? `${CURTOS[k]} (${u.nr_dias_prazo_vaga} dias)` : CURTOS[k]}
        </Badge>
      ))}
    </Group>
  );
}
