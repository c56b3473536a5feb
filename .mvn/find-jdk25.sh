# Sourced by ./lanecrypt and ./mvnw: sets LANECRYPT_JAVA_HOME to a JDK >= 25, or returns 1.
# Order (issue 2): JAVA_HOME if it is one, else the newest under /usr/lib/jvm, else `java` on PATH.

lanecrypt_jdk_feature() {   # prints the feature release of the JDK at $1 (e.g. 25), or nothing
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 1
  local v
  v=$("$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
  case "$v" in ''|*[!0-9.]*) return 1 ;; esac
  echo "${v%%.*}"
}

lanecrypt_find_jdk() {
  local cand f best="" bestf=0
  if [ -n "${JAVA_HOME:-}" ]; then
    f=$(lanecrypt_jdk_feature "$JAVA_HOME") && [ "$f" -ge 25 ] && { LANECRYPT_JAVA_HOME=$JAVA_HOME; return 0; }
  fi
  for cand in /usr/lib/jvm/*; do
    [ -d "$cand" ] || continue
    f=$(lanecrypt_jdk_feature "$cand") || continue
    if [ "$f" -ge 25 ] && [ "$f" -gt "$bestf" ]; then best=$cand; bestf=$f; fi
  done
  [ -n "$best" ] && { LANECRYPT_JAVA_HOME=$best; return 0; }
  if command -v java >/dev/null 2>&1; then
    cand=$(cd "$(dirname "$(readlink -f "$(command -v java)")")/.." && pwd)
    f=$(lanecrypt_jdk_feature "$cand") && [ "$f" -ge 25 ] && { LANECRYPT_JAVA_HOME=$cand; return 0; }
  fi
  return 1
}
