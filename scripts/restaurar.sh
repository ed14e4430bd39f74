#!/usr/bin/env bash
# Restores a copy made by copia-seguranca.sh and checks it (docs/operacao.md, "Cópia de segurança e
# restauração"): the row count of every table against the copy's manifest, one line per table, and
# the number of files; the last line is "restauracao: ok" or "restauracao: FALHOU <o quê>".
#
# Usage:
#   bash scripts/restaurar.sh <copia> [--cluster NOME] [--porta P] [--arquivos-destino DIR]
#                              [--jobs N] [--wal DIR [--ate 'AAAA-MM-DD HH:MM:SS+00']] [--descartar]
#   bash scripts/restaurar.sh <copia pglite> --data-dir DIR [--arquivos-destino DIR]
#
# PostgreSQL copies (logico, base) go into a FRESH cluster this script creates
# (pg_createcluster <versão> <NOME> -p <P>; default name restauracao_<hora>, first free port from
# 5440) and starts. Run as root (the cluster commands run as postgres) or as postgres; the copy
# must be readable by postgres.
#   logico: the roles (papeis.sql), the database, then pg_restore -j N.
#   base:   the cluster's files and WAL; with --wal DIR the archived WAL is replayed too
#           (point-in-time recovery up to --ate, or to the end of the archive without it); the
#           manifest's counts are then not expected to match and are only printed.
# pglite: the data directory is rebuilt at DIR/pglite (it must not exist: stop the server and move
#   the old one aside first); then the server is started with DATA_DIR=DIR.
# --descartar drops the cluster at the end (a drill); otherwise it keeps running, ready to be used.
set -euo pipefail

AQUI="$(cd "$(dirname "$0")" && pwd)"
COPIA="${1:-}"
[ -n "$COPIA" ] || { sed -n '6,9p' "$0" >&2; exit 2; }
shift
COPIA="$(cd "$COPIA" && pwd)"
NOME="restauracao_$(date -u +%Y%m%d%H%M%S)"; PORTA=''; DESTINO_ARQUIVOS=''; JOBS=2
WAL=''; ATE=''; DESCARTAR=''; DATA_DIR=''
while [ $# -gt 0 ]; do
  case "$1" in
    --cluster) NOME="${2:?}"; shift 2 ;;
    --porta) PORTA="${2:?}"; shift 2 ;;
    --arquivos-destino) DESTINO_ARQUIVOS="${2:?}"; shift 2 ;;
    --jobs) JOBS="${2:?}"; shift 2 ;;
    --wal) WAL="$(cd "${2:?}" && pwd)"; shift 2 ;;
    --ate) ATE="${2:?}"; shift 2 ;;
    --descartar) DESCARTAR=1; shift ;;
    --data-dir) DATA_DIR="${2:?}"; shift 2 ;;
    *) echo "opção desconhecida: $1" >&2; exit 2 ;;
  esac
done

MANIFESTO="$COPIA/manifesto.txt"
falha() { echo "restauracao: FALHOU $*"; exit 1; }
[ -f "$MANIFESTO" ] || falha "sem manifesto em $COPIA"
campo() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print; exit }' "$MANIFESTO"; }
TIPO="$(campo tipo)"
INICIO="$(date +%s)"

# Runs a command as postgres (this script may run as root).
como_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# Compares "tabela <nome> <linhas>" lines (stdin: the restored ones) with the manifest's; prints one
# line per table; returns 1 when any differs. $1 = base: unlogged tables are expected empty.
comparar() {
  awk -v tipo="$1" '
    FNR == NR { if ($1 == "tabela") { esperado[$2] = (tipo == "base" && $4 == "u") ? 0 : $3 } ; next }
    $1 == "tabela" { obtido[$2] = $3 }
    END {
      ruins = 0
      for (t in esperado) {
        if (!(t in obtido)) { printf "tabela %s: ausente (manifesto %s) DIFERENTE\n", t, esperado[t]; ruins++ }
        else if (obtido[t] != esperado[t]) { printf "tabela %s: %s (manifesto %s) DIFERENTE\n", t, obtido[t], esperado[t]; ruins++ }
        else printf "tabela %s: %s ok\n", t, obtido[t]
      }
      for (t in obtido) if (!(t in esperado)) { printf "tabela %s: %s (fora do manifesto) DIFERENTE\n", t, obtido[t]; ruins++ }
      print ruins > "/dev/stderr"
      exit (ruins > 0)
    }' "$MANIFESTO" - | sort
}

restaurar_arquivos() {
  local esperado n
  esperado="$(campo arquivos)"
  [ -n "$esperado" ] || { echo "arquivos: a cópia não tem arquivos"; return 0; }
  [ -n "$DESTINO_ARQUIVOS" ] || { echo "arquivos: não restaurados (sem --arquivos-destino)"; return 0; }
  mkdir -p "$DESTINO_ARQUIVOS"
  [ -z "$(ls -A "$DESTINO_ARQUIVOS")" ] || falha "arquivos: $DESTINO_ARQUIVOS não está vazio"
  tar -C "$DESTINO_ARQUIVOS" -xf "$COPIA/arquivos.tar" || falha "arquivos: tar"
  n="$(find "$DESTINO_ARQUIVOS" -type f | wc -l) $(find "$DESTINO_ARQUIVOS" -type f -printf '%s\n' | awk '{s+=$1} END {print s+0}')"
  if [ "$n" = "$esperado" ]; then echo "arquivos: $n ok (quantidade, bytes)"
  else falha "arquivos: $n (manifesto $esperado)"; fi
}

final() {
  echo "segundos $(($(date +%s) - INICIO))"
  echo "restauracao: ok"
}

if [ "$TIPO" = pglite ]; then
  [ -n "$DATA_DIR" ] || falha "informe --data-dir"
  [ ! -e "$DATA_DIR/pglite" ] || falha "$DATA_DIR/pglite já existe: pare o servidor e mova-o antes"
  set +e
  node "$AQUI/restaurar-pglite.mjs" "$COPIA/banco/pglite.tar.gz" "$DATA_DIR/pglite" | comparar pglite 2>/tmp/.restauracao-$$
  r=$?; ruins="$(cat /tmp/.restauracao-$$)"; rm -f /tmp/.restauracao-$$
  set -e
  [ "$r" = 0 ] && [ "$ruins" = 0 ] || falha "contagens (${ruins:-?} tabelas diferentes)"
  restaurar_arquivos
  final
  exit 0
fi

[ "$TIPO" = logico ] || [ "$TIPO" = base ] || falha "tipo de cópia desconhecido: $TIPO"
VERSAO="$(campo servidor | cut -d. -f1)"
# a logical copy also restores into a newer PostgreSQL: the newest installed when the copy's is not
if [ "$TIPO" = logico ] && [ ! -d "/usr/lib/postgresql/$VERSAO" ]; then
  VERSAO="$(ls /usr/lib/postgresql | sort -n | tail -1)"
fi
[ -d "/usr/lib/postgresql/$VERSAO" ] || falha "PostgreSQL $VERSAO não está instalado (uma cópia base só volta na mesma versão)"
BANCO="$(campo banco)"

if [ -z "$PORTA" ]; then
  USADAS="$(pg_lsclusters -h | awk '{print $3}')"
  for p in $(seq 5440 5540); do
    grep -qx "$p" <<<"$USADAS" && continue
    r=0; pg_isready -q -h 127.0.0.1 -p "$p" 2>/dev/null || r=$?
    [ "$r" = 2 ] || continue
    PORTA="$p"; break
  done
  [ -n "$PORTA" ] || falha "nenhuma porta livre entre 5440 e 5540"
fi
! pg_lsclusters -h | awk '{print $1 "/" $2}' | grep -qx "$VERSAO/$NOME" || falha "o cluster $VERSAO/$NOME já existe"

descartar() { pg_dropcluster --stop "$VERSAO" "$NOME" >/dev/null 2>&1 || true; }
[ -z "$DESCARTAR" ] || trap descartar EXIT

echo "cluster: $VERSAO/$NOME na porta $PORTA"
pg_createcluster "$VERSAO" "$NOME" -p "$PORTA" >/dev/null || falha "pg_createcluster"
PGDATA_NOVO="/var/lib/postgresql/$VERSAO/$NOME"
CONF_NOVO="/etc/postgresql/$VERSAO/$NOME"
# restore-friendly settings (index builds in memory, fewer checkpoints); revise before real use
printf '%s\n' "maintenance_work_mem = 512MB" "max_wal_size = 4GB" |
  como_pg tee "$CONF_NOVO/conf.d/restauracao.conf" >/dev/null
# whoever runs this (root or postgres) connects as postgres over the socket: a peer map of the new
# cluster, so the copy needs no permission for postgres and no password is involved
EU="$(id -un)"
como_pg sed -i "1i local all postgres peer map=restauracao" "$CONF_NOVO/pg_hba.conf"
printf 'restauracao %s postgres\n' postgres "$EU" | sort -u | como_pg tee -a "$CONF_NOVO/pg_ident.conf" >/dev/null
PGCON=(-h /var/run/postgresql -p "$PORTA" -U postgres)
psql_novo() { psql "${PGCON[@]}" -X -v ON_ERROR_STOP=1 "$@"; }

if [ "$TIPO" = logico ]; then
  pg_ctlcluster "$VERSAO" "$NOME" start || falha "o cluster não iniciou"
  if [ -f "$COPIA/papeis.sql" ]; then
    # every role but the one running this (it exists already)
    grep -v -E "^(CREATE|ALTER) ROLE postgres( |;)" "$COPIA/papeis.sql" | psql_novo -q -d postgres -v ON_ERROR_STOP=0 >/dev/null 2>&1 || true
  fi
  psql_novo -q -d postgres -c "CREATE DATABASE \"$BANCO\"" || falha "CREATE DATABASE"
  pg_restore "${PGCON[@]}" -d "$BANCO" -j "$JOBS" "$COPIA/banco" ||
    falha "pg_restore"
else
  # the cluster's own files replaced by the copy's (server stopped)
  # pg_basebackup names them base.tar[.lz4|.gz|.zst] and pg_wal.tar[...]
  extrair() {
    local f
    f="$(ls "$COPIA/banco/$1".tar* 2>/dev/null | head -1)"
    [ -n "$f" ] || { echo "sem banco/$1.tar* em $COPIA" >&2; return 1; }
    case "$f" in
      *.lz4) lz4 -dc "$f" | tar -C "$2" -xf - ;;
      *.gz) tar -C "$2" -xzf "$f" ;;
      *.zst) zstd -dc "$f" | tar -C "$2" -xf - ;;
      *) tar -C "$2" -xf "$f" ;;
    esac
  }
  { rm -rf "${PGDATA_NOVO:?}"/* && extrair base "$PGDATA_NOVO" && extrair pg_wal "$PGDATA_NOVO/pg_wal"; } ||
    falha "extração da cópia base"
  [ "$(id -u)" != 0 ] || chown -R postgres:postgres "$PGDATA_NOVO"
  # a restored copy must never write into production's WAL archive
  if [ -f "$PGDATA_NOVO/postgresql.auto.conf" ]; then
    como_pg sed -i -E '/^[[:space:]]*archive_(mode|command|library)/d' "$PGDATA_NOVO/postgresql.auto.conf"
  fi
  {
    echo "archive_mode = off"
    if [ -n "$WAL" ]; then
      echo "restore_command = 'cp \"$WAL/%f\" \"%p\"'"
      [ -z "$ATE" ] || echo "recovery_target_time = '$ATE'"
      echo "recovery_target_action = 'promote'"
    fi
  } | como_pg tee -a "$CONF_NOVO/conf.d/restauracao.conf" >/dev/null
  [ -z "$WAL" ] || como_pg touch "$PGDATA_NOVO/recovery.signal"
  pg_ctlcluster "$VERSAO" "$NOME" start || falha "o cluster não iniciou (veja /var/log/postgresql/postgresql-$VERSAO-$NOME.log)"
  for _ in $(seq 1 600); do
    [ "$(psql_novo -qAt -d postgres -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ] && break
    sleep 1
  done
  [ "$(psql_novo -qAt -d postgres -c 'SELECT pg_is_in_recovery()')" = f ] || falha "a recuperação não terminou"
fi
echo "banco: $BANCO restaurado em $(($(date +%s) - INICIO)) s"

RESTAURADAS="$(psql_novo -qAt -d "$BANCO" -c 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' \
  -f "$AQUI/contagens-tabelas.sql" -c 'COMMIT')" || falha "contagem das tabelas"
if [ -n "$WAL" ]; then
  # recovered to another moment: the manifest describes the base copy, not this point
  echo "$RESTAURADAS" | awk '{ printf "tabela %s: %s (recuperado até %s)\n", $2, $3, "'"${ATE:-o fim do arquivo de WAL}"'" }'
else
  set +e
  echo "$RESTAURADAS" | comparar "$TIPO" 2>/tmp/.restauracao-$$
  r=$?; ruins="$(cat /tmp/.restauracao-$$)"; rm -f /tmp/.restauracao-$$
  set -e
  [ "$r" = 0 ] && [ "$ruins" = 0 ] || falha "contagens (${ruins:-?} tabelas diferentes)"
fi
restaurar_arquivos
[ -n "$DESCARTAR" ] && echo "cluster: $VERSAO/$NOME será descartado" ||
  echo "cluster: $VERSAO/$NOME em execução na porta $PORTA (postgres://…@localhost:$PORTA/$BANCO)"
final
