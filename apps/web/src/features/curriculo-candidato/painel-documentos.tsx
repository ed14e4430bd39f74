import { Anchor, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../components/controls/date-field';
import { campoData } from './campo-data';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** PIS/NIT, CTPS and RG. */
export function PainelDocumentos({ ed }: { ed: EditorCurriculo }) {
  const { v, tocar, texto, selecao, lugar, conferirPis, hoje, orgaos } = ed;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <TextInput
        {...texto('nr_documento_pis', 'PIS')}
        maxLength={14}
        onBlur={() => {
          tocar('nr_documento_pis');
          void conferirPis('nr_documento_pis');
        }}
      />
      <TextInput
        {...texto('nr_documento_nit', 'NIT')}
        maxLength={14}
        onBlur={() => {
          tocar('nr_documento_nit');
          void conferirPis('nr_documento_nit');
        }}
      />
      <Anchor
        href="https://cnisnet.inss.gov.br/cnisinternet/faces/pages/index.xhtml"
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        mt="xl"
      >
        Consultar inscrição (INSS)
      </Anchor>
      <TextInput {...texto('nr_documento_ctps', 'CTPS')} maxLength={20} />
      <TextInput {...texto('nr_serie_ctps', 'Série da CTPS')} maxLength={10} />
      <DateField {...campoData(ed, 'dt_emissao_ctps', 'Emissão da CTPS')} maxDate={hoje} />
      {lugar('cd_estado_emite_ctps', 'nm_cidade_emite_ctps', 'UF da CTPS', 'Cidade da CTPS')}
      <span />
      <TextInput {...texto('nr_documento_rg', 'RG')} maxLength={14} />
      <Select
        {...selecao('orgao_emissor_rg', 'Órgão emissor', [
          // a stored value outside the list stays shown
          ...(v('orgao_emissor_rg') && !(orgaos.data ?? []).some((o) => o.SIGLA === v('orgao_emissor_rg'))
            ? [{ value: v('orgao_emissor_rg'), label: v('orgao_emissor_rg') }]
            : []),
          ...(orgaos.data ?? []).map((o) => ({ value: o.SIGLA, label: `${o.SIGLA} - ${o.NM_ORGAO}` })),
        ])}
        searchable
      />
      <DateField {...campoData(ed, 'dt_emissao_rg', 'Emissão do RG')} maxDate={hoje} />
      {lugar('cd_estado_emite_rg', 'nm_cidade_emite_rg', 'UF do RG', 'Cidade do RG')}
    </SimpleGrid>
  );
}
