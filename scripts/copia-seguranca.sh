#!/usr/bin/env bash
# Backup of an installation: the database plus the candidates' files (docs/operacao.md, "Cópia de
# segurança e restauração"). Each run writes one directory <destino>/<AAAAMMDDTHHMMSSZ>-<tipo>/ with:
#   banco/           the database (pg_dump directory format, or pg_basebackup's tar files)
#   arquivos.tar     the files directory (DATA_DIR/arquivos), when --arquivos is given
#   manifesto.txt    time, server, and the row count of every table (see below)
#
# Usage:
#   bash scripts/copia-seguranca.sh logico <DATABASE_URL> <destino> [--arquivos DIR] [--jobs N]
#   bash scripts/copia-seguranca.sh base   <DATABASE_URL> <destino> [--arquivos DIR]
#   bash scripts/copia-seguranca.sh pglite <DATA_DIR> <destino> --pid PID_DO_SERVIDOR [--espera SEGUNDOS]
#
# logico: pg_dump -Fd -j N. The counts of the manifest are taken in the dump's own snapshot (a
#   repeatable-read transaction exports it; pg_dump --snapshot uses it), so a restore must match them
#   exactly even while the application writes.
# base:   pg_basebackup (tar, lz4, with the WAL needed to be consistent) of the whole cluster; the URL
#   must be a user with REPLICATION. Counts are taken right after the copy ends: exact when nothing
#   wrote meanwhile, otherwise only indicative (restaurar.sh reports the differences).
# pglite: asks the running server (signal SIGUSR2) for a consistent copy of its embedded database
#   (PGlite's dumpDataDir, taken between two statements); the server writes it under DATA_DIR/copias,
#   with its counts, and this command moves it to <destino> with the files.
#
# The files are copied after the database: every file a row of the copy names already exists then.
set -euo pipefail

uso() { sed -n '6,10p' "$0" >&2; exit 2; }
falha() { echo "copia: FALHOU $*" >&2; exit 1; }

TIPO="${1:-}"; ORIGEM="${2:-}"; DESTINO="${3:-}"
[ -n "$TIPO" ] && [ -n "$ORIGEM" ] && [ -n "$DESTINO" ] || uso
shift 3
ARQUIVOS=''; JOBS=2; PID=''; ESPERA=600
while [ $# -gt 0 ]; do
  case "$1" in
    --arquivos) ARQUIVOS="${2:?}"; shift 2 ;;
    --jobs) JOBS="${2:?}"; shift 2 ;;
    --pid) PID="${2:?}"; shift 2 ;;
    --espera) ESPERA="${2:?}"; shift 2 ;;
    *) uso ;;
  esac
done
[ -z "$ARQUIVOS" ] || [ -d "$ARQUIVOS" ] || falha "diretório de arquivos inexistente: $ARQUIVOS"

umask 022
CARIMBO="$(date -u +%Y%m%dT%H%M%SZ)"
SAIDA="$DESTINO/$CARIMBO-$TIPO"
mkdir -p "$SAIDA"
MANIFESTO="$SAIDA/manifesto.txt"
INICIO="$(date +%s)"

AQUI="$(cd "$(dirname "$0")" && pwd)"
CONTAGENS_SQL="$AQUI/contagens-tabelas.sql"

copiar_arquivos() {
  [ -n "$ARQUIVOS" ] || return 0
  local n bytes
  tar -C "$ARQUIVOS" -cf "$SAIDA/arquivos.tar" .
  n="$(find "$ARQUIVOS" -type f | wc -l)"
  bytes="$(find "$ARQUIVOS" -type f -printf '%s\n' | awk '{s+=$1} END {print s+0}')"
  echo "arquivos $n $bytes" >>"$MANIFESTO"
}

cabecalho() {
  {
    echo "tipo $TIPO"
    echo "inicio $(date -u -d "@$INICIO" +%Y-%m-%dT%H:%M:%SZ)"
    [ -z "${1:-}" ] || echo "banco $1"
    [ -z "${2:-}" ] || echo "servidor $2"
  } >"$MANIFESTO"
}

case "$TIPO" in
  logico)
    BANCO="$(psql "$ORIGEM" -qAtX -c 'SELECT current_database()')"
    VERSAO="$(psql "$ORIGEM" -qAtX -c 'SHOW server_version')"
    cabecalho "$BANCO" "$VERSAO"
    # One session holds the snapshot (repeatable read) while the counts run in it and pg_dump uses it.
    coproc SESSAO { psql "$ORIGEM" -qAtX -v ON_ERROR_STOP=1; }
    printf '%s\n' 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY;' 'SELECT pg_export_snapshot();' >&"${SESSAO[1]}"
    read -r SNAPSHOT <&"${SESSAO[0]}" || falha "não foi possível exportar o snapshot"
    echo "snapshot $SNAPSHOT" >>"$MANIFESTO"
    printf '%s\n' "\\i $CONTAGENS_SQL" '\echo FIM' >&"${SESSAO[1]}"
    CONTAGENS="$SAIDA/.contagens"
    : >"$CONTAGENS"
    FIM=''
    while read -r linha <&"${SESSAO[0]}"; do
      [ "$linha" = FIM ] && { FIM=1; break; }
      echo "$linha" >>"$CONTAGENS"
    done
    [ -n "$FIM" ] || falha "contagem das tabelas"
    pg_dump -d "$ORIGEM" -Fd -j "$JOBS" -Z 1 --snapshot="$SNAPSHOT" -f "$SAIDA/banco" ||
      falha "pg_dump"
    printf '%s\n' 'COMMIT;' '\q' >&"${SESSAO[1]}"
    wait "$SESSAO_PID" 2>/dev/null || true
    cat "$CONTAGENS" >>"$MANIFESTO"
    rm -f "$CONTAGENS"
    # the roles (without passwords: set the application's again after a restore); the objects'
    # owners need them
    pg_dumpall -d "$ORIGEM" --roles-only --no-role-passwords -f "$SAIDA/papeis.sql" 2>/dev/null ||
      { rm -f "$SAIDA/papeis.sql"; echo "aviso: papéis não copiados (pg_dumpall --roles-only)" >&2; }
    ;;
  base)
    BANCO="$(psql "$ORIGEM" -qAtX -c 'SELECT current_database()')"
    VERSAO="$(psql "$ORIGEM" -qAtX -c 'SHOW server_version')"
    cabecalho "$BANCO" "$VERSAO"
    pg_basebackup -d "$ORIGEM" -D "$SAIDA/banco" -Ft --compress=client-lz4:1 -X stream -c fast \
      -l "copia $CARIMBO" || falha "pg_basebackup"
    psql "$ORIGEM" -qAtX -v ON_ERROR_STOP=1 -c 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' \
      -f "$CONTAGENS_SQL" -c 'COMMIT' >>"$MANIFESTO"
    ;;
  pglite)
    DATA_DIR="$ORIGEM"
    [ -n "$PID" ] || falha "informe --pid do servidor que usa $DATA_DIR"
    [ -d "$DATA_DIR/pglite" ] || falha "$DATA_DIR não tem banco embutido (pglite/)"
    mkdir -p "$DATA_DIR/copias"
    ANTES="$(ls "$DATA_DIR"/copias/*.manifesto.txt 2>/dev/null || true)"
    kill -USR2 "$PID" || falha "não foi possível sinalizar o processo $PID"
    PRONTA=''
    for _ in $(seq 1 "$ESPERA"); do
      # the server renames its manifest last: its presence means the copy is complete
      for m in "$DATA_DIR"/copias/*.manifesto.txt; do
        [ -e "$m" ] || continue
        grep -qxF "$m" <<<"$ANTES" || PRONTA="$m"
      done
      [ -n "$PRONTA" ] && break
      sleep 1
    done
    [ -n "$PRONTA" ] || falha "o servidor não escreveu a cópia em ${ESPERA} s (veja o log do servidor)"
    BASE="${PRONTA%.manifesto.txt}"
    mkdir -p "$SAIDA/banco"
    mv "$BASE.tar.gz" "$SAIDA/banco/pglite.tar.gz"
    { echo "tipo pglite"; cat "$PRONTA"; } >"$MANIFESTO"
    rm -f "$PRONTA"
    ;;
  *) uso ;;
esac

copiar_arquivos
echo "fim $(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$MANIFESTO"
echo "segundos $(($(date +%s) - INICIO))" >>"$MANIFESTO"
echo "$SAIDA"
