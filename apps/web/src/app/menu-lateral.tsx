import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  CAMPO_ENDERECO_EXTERNO,
  type ConfiguracaoCliente,
  type GrupoMenu,
  type ItemMenu,
} from '@backoffice/domain/menu';
import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCash,
  IconCloud,
  IconExternalLink,
  IconHeadset,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLifebuoy,
  IconListDetails,
  IconLogout,
  IconMail,
  IconMessageChatbot,
  IconPhone,
  IconPoint,
  IconShieldLock,
  IconSpeakerphone,
  IconSunrise,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ComponentType, type MouseEvent, useEffect, useState } from 'react';
import { urlDaAba } from '../lib/tab-url';
import classes from './menu-lateral.module.css';
import type { MenuLateral as EstadoMenu } from './use-menu-lateral';

const ICONES: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  webmail: IconMail,
  helpdesk: IconLifebuoy,
  rhbsaas: IconCloud,
  financeiro: IconCash,
  selecao: IconBriefcase,
  recrutamento: IconUsersGroup,
  marketing: IconSpeakerphone,
  ramais: IconPhone,
  dayone: IconSunrise,
  chatbot: IconMessageChatbot,
  callcenter: IconHeadset,
  cadastros: IconListDetails,
  administracao: IconShieldLock,
  'faturamento-avaliacao': IconBuildingSkyscraper,
};

export const ID_MENU_LATERAL = 'menu-lateral';

function Icone({ id, tamanho = 18 }: { id: string; tamanho?: number }) {
  const C = ICONES[id] ?? IconPoint;
  return <C size={tamanho} aria-hidden />;
}

function cliqueSimples(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

interface ItensProps {
  itens: readonly ItemMenu[];
  nivel: number;
  expandido: boolean;
  config: ConfiguracaoCliente | undefined;
  abaAtiva: string | null;
  abrirAba(chave: string): void;
  expandirMenu(): void;
}

function contemAba(grupo: GrupoMenu, chave: string | null): boolean {
  return grupo.itens.some((i) =>
    i.tipo === 'grupo' ? contemAba(i, chave) : i.tipo === 'aba' && i.aba === chave,
  );
}

/**
 * Once a group the user opens has unfolded, its last entry is brought into view: a group near the
 * bottom of the sidebar does not open below the fold.
 */
function useMostrarAoAbrir(aberto: boolean, pedido: boolean) {
  // a state, not a ref: the Collapse mounts the entries a render after it opens
  const [el, fim] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!aberto || !pedido || !el) return;
    const mostrar = () => el.scrollIntoView?.({ block: 'nearest' });
    if (typeof ResizeObserver === 'undefined') {
      mostrar();
      return;
    }
    // the Collapse around the entries grows while it opens: the end follows it for that time
    const seguir = new ResizeObserver(mostrar);
    seguir.observe(el.parentElement?.parentElement ?? el);
    const parar = setTimeout(() => seguir.disconnect(), 1000);
    return () => {
      seguir.disconnect();
      clearTimeout(parar);
    };
  }, [aberto, pedido, el]);
  return fim;
}

function Grupo({ item, ...p }: ItensProps & { item: GrupoMenu }) {
  const [aberto, setAberto] = useState(() => contemAba(item, p.abaAtiva));
  const [pedido, setPedido] = useState(false);
  const fim = useMostrarAoAbrir(aberto, pedido);
  const ativo = contemAba(item, p.abaAtiva);
  if (!p.expandido) {
    return (
      <Tooltip label={item.rotulo} position="right">
        <NavLink
          component="button"
          className={classes.item}
          label={<span className={classes.oculto}>{item.rotulo}</span>}
          aria-label={item.rotulo}
          leftSection={<Icone id={item.id} />}
          active={ativo}
          onClick={() => {
            setAberto(true);
            p.expandirMenu();
          }}
          data-testid={`menu-${item.id}`}
        />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component="button"
      className={classes.item}
      label={item.rotulo}
      leftSection={p.nivel === 0 ? <Icone id={item.id} /> : undefined}
      opened={aberto}
      onChange={(v) => {
        setAberto(v);
        setPedido(v);
      }}
      aria-expanded={aberto}
      childrenOffset={p.nivel === 0 ? 28 : 14}
      data-testid={`menu-${item.id}`}
    >
      <Itens {...p} itens={item.itens} nivel={p.nivel + 1} />
      <div ref={fim} aria-hidden />
    </NavLink>
  );
}

function Itens(p: ItensProps) {
  return (
    <>
      {p.itens.map((item) => {
        if (item.tipo === 'grupo') return <Grupo key={item.id} item={item} {...p} />;
        const icone = p.nivel === 0 ? <Icone key="icone" id={item.id} /> : undefined;
        const rotulo = p.expandido ? (
          item.rotulo
        ) : (
          <span key="rotulo" className={classes.oculto}>
            {item.rotulo}
          </span>
        );
        if (item.tipo === 'externo') {
          const url = p.config?.[CAMPO_ENDERECO_EXTERNO[item.link]];
          // the configuration unknown (not read): shown disabled; known, the menu already dropped it
          if (!url) {
            return (
              <Tooltip key={item.id} label={`${item.rotulo}: endereço não configurado`} position="right">
                <NavLink
                  component="button"
                  type="button"
                  className={classes.item}
                  label={rotulo}
                  leftSection={icone}
                  aria-disabled="true"
                  aria-label={`${item.rotulo} (endereço não configurado)`}
                  data-indisponivel
                  onClick={(e: MouseEvent) => e.preventDefault()}
                  data-testid={`menu-${item.id}`}
                />
              </Tooltip>
            );
          }
          const link = (
            <NavLink
              key={item.id}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.item}
              label={rotulo}
              aria-label={`${item.rotulo} (abre em nova janela)`}
              leftSection={icone}
              rightSection={p.expandido ? <IconExternalLink size={14} aria-hidden /> : undefined}
              data-testid={`menu-${item.id}`}
            />
          );
          return p.expandido ? (
            link
          ) : (
            <Tooltip key={item.id} label={item.rotulo} position="right">
              {link}
            </Tooltip>
          );
        }
        const url = urlDaAba(item.aba);
        const link = (
          <NavLink
            key={item.id}
            component="a"
            href={url}
            className={classes.item}
            label={rotulo}
            aria-label={p.expandido ? undefined : item.rotulo}
            leftSection={icone}
            active={p.abaAtiva === item.aba}
            aria-current={p.abaAtiva === item.aba ? 'page' : undefined}
            onClick={(e: MouseEvent) => {
              if (!cliqueSimples(e)) return;
              e.preventDefault();
              p.abrirAba(item.aba);
            }}
            data-testid={`menu-${item.id}`}
          />
        );
        return p.expandido ? (
          link
        ) : (
          <Tooltip key={item.id} label={item.rotulo} position="right">
            {link}
          </Tooltip>
        );
      })}
    </>
  );
}

function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  return ((partes[0]?.[0] ?? '') + (partes.length > 1 ? partes[partes.length - 1][0] : '')).toUpperCase();
}

export interface MenuLateralProps {
  estado: EstadoMenu;
  usuario: UsuarioSessao;
  itens: readonly ItemMenu[];
  config: ConfiguracaoCliente | undefined;
  abaAtiva: string | null;
  abrirAba(chave: string): void;
  aoSair(): void;
}

/** The sidebar of spec 002 §2.1: user, Sair, the flex option, then the menu in the spec's order. */
export function MenuLateral({
  estado,
  usuario,
  itens,
  config,
  abaAtiva,
  abrirAba,
  aoSair,
}: MenuLateralProps) {
  const { expandido, recolhido } = estado;
  const nome = usuario.nm_pessoa || usuario.apelido || usuario.nm_login;
  const rotuloAlternar = recolhido ? 'Expandir menu (Ctrl+B)' : 'Recolher menu (Ctrl+B)';
  return (
    <Box
      component="aside"
      id={ID_MENU_LATERAL}
      className={classes.menu}
      data-expandido={expandido || undefined}
      data-recolhido={recolhido || undefined}
      data-sobreposto={(expandido && (recolhido || !estado.flex)) || undefined}
      data-testid="menu-lateral"
      {...estado.eventos}
    >
      <div className={classes.topo}>
        {expandido && (
          <div className={classes.marca}>
            <img src="/logo.svg" alt="" width={28} height={28} />
            <Text fw={700} size="sm" className={classes.nomeSistema}>
              Back-office RH
            </Text>
          </div>
        )}
        <Tooltip label={rotuloAlternar} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={estado.alternar}
            aria-label={rotuloAlternar}
            aria-expanded={!recolhido}
            aria-controls={ID_MENU_LATERAL}
            data-testid="alternar-menu"
          >
            {recolhido ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </div>

      <div className={classes.usuario}>
        <Avatar color="marca" radius="xl" size={expandido ? 36 : 28} aria-hidden>
          {iniciais(nome)}
        </Avatar>
        {expandido && (
          <div className={classes.usuarioTexto}>
            <Text size="sm" fw={600} truncate="end" title={nome} data-testid="nome-usuario">
              {nome}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {usuario.apelido} · Unidade {usuario.cd_unid}
            </Text>
          </div>
        )}
      </div>

      {expandido ? (
        <div className={classes.opcoes}>
          <Group gap={6} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUserCog size={16} aria-hidden />}
              onClick={() => abrirAba('MinhaConta')}
            >
              Minha conta
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={aoSair}
            >
              Sair
            </Button>
          </Group>
          <Tooltip
            label="Ligado: o menu aberto ocupa uma coluna ao lado do conteúdo. Desligado: abre sobre o conteúdo."
            multiline
            w={240}
            position="right"
          >
            <Switch
              size="xs"
              label="Menu fixo"
              checked={estado.flex}
              onChange={(e) => estado.definirFlex(e.currentTarget.checked)}
            />
          </Tooltip>
        </div>
      ) : (
        <div className={classes.opcoesCompactas}>
          <Tooltip label="Minha conta" position="right">
            <ActionIcon variant="subtle" aria-label="Minha conta" onClick={() => abrirAba('MinhaConta')}>
              <IconUserCog size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Sair" position="right">
            <ActionIcon variant="subtle" color="red" aria-label="Sair" onClick={aoSair}>
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </div>
      )}

      <ScrollArea className={classes.rolagem} type="hover" scrollbarSize={6}>
        <nav aria-label="Menu principal" className={classes.nav}>
          <Itens
            itens={itens}
            nivel={0}
            expandido={expandido}
            config={config}
            abaAtiva={abaAtiva}
            abrirAba={abrirAba}
            expandirMenu={() => estado.recolhido && estado.alternar()}
          />
        </nav>
      </ScrollArea>
    </Box>
  );
}
