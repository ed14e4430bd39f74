import { COLUNAS_INDICADORES_PARECER, type IndicadoresParecer } from '@backoffice/domain/parecer-cliente';
import { Box, Paper, SimpleGrid, Text } from '@mantine/core';

/**
 * The client-verdict figures (forwarded, answered, share answered, median time to the verdict,
 * approved, approvals per forwarded) as a list of terms and values.
 */
export function IndicadoresParecerGrade({ indicadores }: { indicadores: IndicadoresParecer }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" m={0}>
      {COLUNAS_INDICADORES_PARECER.map((c) => (
        <Paper key={c.id} withBorder p="xs" radius="sm">
          <Box>
            <Text component="dt" size="xs" c="gray.7">
              {c.titulo}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {c.valor(indicadores)}
            </Text>
          </Box>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
