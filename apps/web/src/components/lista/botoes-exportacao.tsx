import { FORMATOS_EXPORTACAO, type FormatoExportacao } from '@backoffice/domain/gerencial';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * 'Exportar CSV' and 'Exportar XLSX' of a report: disabled until the report has run (`pronto`) and
 * while one download is under way, the one downloading showing its spinner.
 */
export function BotoesExportacao({
  pronto = true,
  baixando,
  exportar,
}: {
  pronto?: boolean;
  baixando: FormatoExportacao | null;
  exportar: (formato: FormatoExportacao) => void;
}) {
  return FORMATOS_EXPORTACAO.map((formato) => (
    <Button
      key={formato}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={!pronto || baixando !== null}
      loading={baixando === formato}
      onClick={() => exportar(formato)}
    >
      Exportar {formato.toUpperCase()}
    </Button>
  ));
}
