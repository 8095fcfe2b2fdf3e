/* gostcli: command-line front end of libgostgen.
 *
 * Every command reads and checks all of its input before it writes anything, so a failure never
 * leaves partial output: one line "gostcli: error: ..." on stderr, nothing on stdout, exit status
 * 2 for usage and input errors, 1 for I/O failures. -o FILE is written to a temporary file in
 * FILE's folder and renamed onto FILE only when complete, so FILE is never left half written. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gostgen.h"

#define EXIT_USAGE 2
#define EXIT_IO 1

/* The -o temporary file while it exists: fail() removes it. */
static char *g_tmp_path;
/* Standard output was closed when the program started (fd 1 then holds /dev/null read-only). */
static int g_stdout_closed;

static void fail(int code, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* One line, whatever a file name or argument contains. */
    for (char *p = msg; *p; p++)
        if (iscntrl((unsigned char)*p))
            *p = '?';
    if (g_tmp_path != NULL)
        unlink(g_tmp_path);
    fprintf(stderr, "gostcli: error: %s\n", msg);
    exit(code);
}

/* Zeroes key bytes; through a volatile pointer so that the compiler cannot drop it as a store to
 * memory that is not read again. */
static void *(*const volatile wipe_memset)(void *, int, size_t) = memset;
static void wipe(void *p, size_t n)
{
    wipe_memset(p, 0, n);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL)
        fail(EXIT_IO, "out of memory");
    return p;
}

static const char usage_text[] =
    "usage: gostcli COMMAND [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  encrypt|decrypt --cipher gost89|magma|kuznyechik --mode MODE [--sbox NAME|PATH]\n"
    "                  --key HEX [--iv HEX] [--mesh] [--backend NAME] [--threads N] [-o FILE]\n"
    "      standard input to standard output. MODE: gost89: ecb, cnt, cfb;\n"
    "      magma, kuznyechik: ecb, ctr, ofb, cbc, cfb. --mesh: CryptoPro key meshing (gost89\n"
    "      cnt, cfb). IV bytes: magma ctr 4, ofb/cbc/cfb a multiple of 8; kuznyechik ctr 8,\n"
    "      ofb/cbc/cfb a multiple of 16. kuznyechik takes no --sbox.\n"
    "  mac --cipher gost89|magma|kuznyechik [--sbox NAME|PATH] --key HEX [--bits N]\n"
    "      [--backend NAME] [--threads N] [-o FILE]\n"
    "      MAC of standard input as lowercase hex (N: a multiple of 8, 8..64, kuznyechik\n"
    "      8..128; default half a block: 32, kuznyechik 64, as the GOST R 34.13-2015 examples).\n"
    "  hash [--bits 256|512] [--backend NAME] [--threads N] [-o FILE] [FILE...]\n"
    "      Streebog digests, one \"HEX  NAME\" line per file; no FILE or - reads stdin.\n"
    "      With several files they are hashed together (batch).\n"
    "  backends [--json]\n"
    "      the compiled-in backends and which one is selected.\n"
    "\n"
    "--sbox names a compiled-in S-box set (name or OID) or a TOML file with\n"
    "rows = [8 strings of 16 hex digits] (K1..K8) and optional name = \"...\", oid = \"...\".\n"
    "The environment variable GOSTGEN_BACKEND picks the default backend.\n"
    "--threads N: use up to N threads (0: one per CPU) where the work splits (ecb, cnt\n"
    "without --mesh, ctr; several files to hash); default 1.\n"
    "-o FILE, --output FILE: write the output to FILE instead of standard output; it is\n"
    "written to a temporary file beside FILE and renamed onto it only when complete, so a\n"
    "failure leaves FILE as it was.\n"
    "options: -h, --help   this text;  --version   the version\n";

/* ---- output: everything is built in memory first, then written in one go ---- */

/* Writes everything to fd; returns 0 or errno. */
static int write_fd(int fd, const void *buf, size_t len)
{
    const char *p = buf;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

static void write_all(const void *buf, size_t len)
{
    if (g_stdout_closed)
        fail(EXIT_IO, "writing standard output: standard output is closed");
    int e = write_fd(STDOUT_FILENO, buf, len);
    if (e != 0)
        fail(EXIT_IO, "writing standard output: %s", strerror(e));
}

/* The whole output of a command into path: a temporary file beside it (same file system, so the
 * rename is atomic), synced, then renamed onto path. path "-" is standard output. */
static void write_output(const char *path, const void *buf, size_t len)
{
    if (path == NULL || strcmp(path, "-") == 0) {
        write_all(buf, len);
        return;
    }
    struct stat st;
    int have_old = stat(path, &st) == 0;
    if (have_old && S_ISDIR(st.st_mode))
        fail(EXIT_IO, "%s: %s", path, strerror(EISDIR));
    if (have_old && !S_ISREG(st.st_mode)) {
        /* A device or a pipe (-o /dev/null, a FIFO): written in place, never replaced. */
        int fd = open(path, O_WRONLY);
        int e = fd < 0 ? errno : write_fd(fd, buf, len);
        if (fd >= 0 && close(fd) != 0 && e == 0)
            e = errno;
        if (e != 0)
            fail(EXIT_IO, "writing %s: %s", path, strerror(e));
        return;
    }
    /* A symbolic link to a file: the file is replaced, the link stays. */
    char *real = NULL;
    struct stat lst;
    if (have_old && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode) &&
        (real = realpath(path, NULL)) != NULL)
        path = real;
    const char *slash = strrchr(path, '/');
    size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
    g_tmp_path = xmalloc(strlen(path) + 16);
    /* DIR/.BASE.XXXXXX: hidden, and in FILE's folder. */
    snprintf(g_tmp_path, strlen(path) + 16, "%.*s.%s.XXXXXX", (int)dlen, path, path + dlen);
    int fd = mkstemp(g_tmp_path);
    if (fd < 0) {
        int e = errno;
        free(g_tmp_path);
        g_tmp_path = NULL;
        fail(EXIT_IO, "%s: cannot create a temporary file beside it: %s", path, strerror(e));
    }
    /* mkstemp makes the file 0600: give it the mode of the file it replaces, or of any new file
     * (0666 less the umask). */
    mode_t mask = umask(0);
    umask(mask);
    mode_t mode = have_old && S_ISREG(st.st_mode) ? (st.st_mode & 07777) : (0666 & ~mask);
    int e = fchmod(fd, mode) != 0 ? errno : 0;
    if (e == 0)
        e = write_fd(fd, buf, len);
    if (e == 0 && fsync(fd) != 0)
        e = errno;
    if (close(fd) != 0 && e == 0)
        e = errno;
    if (e != 0)
        fail(EXIT_IO, "writing %s: %s", path, strerror(e));
    if (rename(g_tmp_path, path) != 0)
        fail(EXIT_IO, "%s: %s", path, strerror(errno));
    free(g_tmp_path);
    g_tmp_path = NULL;
    /* The rename itself reaches the disk when the folder is synced; a failure here loses nothing
     * already written, so it is not reported. */
    char *dir = xmalloc(dlen + 2);
    snprintf(dir, dlen + 2, "%.*s", dlen ? (int)dlen : 1, dlen ? path : ".");
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    free(dir);
    free(real);
}

typedef struct strbuf {
    char *p;
    size_t len, cap;
} strbuf;

static void sb_add(strbuf *s, const char *data, size_t n)
{
    if (s->len + n + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 256;
        while (cap < s->len + n + 1)
            cap *= 2;
        char *p = realloc(s->p, cap);
        if (p == NULL)
            fail(EXIT_IO, "out of memory");
        s->p = p;
        s->cap = cap;
    }
    memcpy(s->p + s->len, data, n);
    s->len += n;
    s->p[s->len] = '\0';
}

static void sb_puts(strbuf *s, const char *str)
{
    sb_add(s, str, strlen(str));
}

static void sb_printf(strbuf *s, const char *fmt, ...)
{
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        fail(EXIT_IO, "formatting output failed");
    if ((size_t)n >= sizeof tmp)
        n = sizeof tmp - 1;
    sb_add(s, tmp, (size_t)n);
}

static void sb_hex(strbuf *s, const uint8_t *data, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        char two[2] = {digits[data[i] >> 4], digits[data[i] & 15]};
        sb_add(s, two, 2);
    }
}

/* ---- input ---- */

/* Reads a whole stream; returns 0, or errno. */
static int read_fd(int fd, uint8_t **out, size_t *out_len)
{
    size_t cap = 65536, len = 0;
    uint8_t *buf = xmalloc(cap);
    for (;;) {
        if (len == cap) {
            cap *= 2;
            uint8_t *p = realloc(buf, cap);
            if (p == NULL)
                fail(EXIT_IO, "out of memory");
            buf = p;
        }
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(buf);
            return e;
        }
        if (n == 0)
            break;
        len += (size_t)n;
    }
    *out = buf;
    *out_len = len;
    return 0;
}

static void read_stdin(uint8_t **out, size_t *len)
{
    int e = read_fd(STDIN_FILENO, out, len);
    if (e != 0)
        fail(EXIT_IO, "reading standard input: %s", strerror(e));
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Parses hex into a new buffer; what names the option in messages. */
static uint8_t *parse_hex(const char *what, const char *hex, size_t *len)
{
    size_t n = strlen(hex);
    if (n % 2 != 0)
        fail(EXIT_USAGE, "%s: odd number of hex digits", what);
    uint8_t *out = xmalloc(n / 2);
    for (size_t i = 0; i < n / 2; i++) {
        int hi = hexval((unsigned char)hex[2 * i]), lo = hexval((unsigned char)hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            fail(EXIT_USAGE, "%s: not a hex string", what);
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    *len = n / 2;
    return out;
}

/* ---- option parsing ---- */

typedef struct opts {
    const char *cipher, *mode, *sbox, *key, *iv, *bits, *backend, *threads, *output;
    int mesh, json;
    const char **files;
    size_t nfiles;
} opts;

/* allowed: the options this command takes, as a space-separated list of names. */
static void parse_opts(const char *cmd, const char *allowed, int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    o->files = xmalloc(sizeof(char *) * (size_t)(argc + 1));
    int no_more_opts = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (no_more_opts || a[0] != '-' || strcmp(a, "-") == 0) {
            if (strcmp(cmd, "hash") != 0)
                fail(EXIT_USAGE, "%s: unexpected argument '%s'", cmd, a);
            o->files[o->nfiles++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            no_more_opts = 1;
            continue;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            write_all(usage_text, strlen(usage_text));
            exit(0);
        }
        if (strcmp(a, "-o") == 0)
            a = "--output"; /* the one short option with a value: -o FILE */
        if (strncmp(a, "--", 2) != 0)
            fail(EXIT_USAGE, "%s: unknown option '%s' (see gostcli --help)", cmd, a);
        char name[32];
        const char *eq = strchr(a + 2, '=');
        size_t nlen = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
        if (nlen == 0 || nlen >= sizeof name)
            fail(EXIT_USAGE, "%s: unknown option '%s' (see gostcli --help)", cmd, a);
        memcpy(name, a + 2, nlen);
        name[nlen] = '\0';
        /* Whole-word match against the allowed list. */
        const char *hit = strstr(allowed, name);
        while (hit != NULL && !((hit == allowed || hit[-1] == ' ') &&
                                (hit[nlen] == ' ' || hit[nlen] == '\0')))
            hit = strstr(hit + 1, name);
        if (hit == NULL)
            fail(EXIT_USAGE, "%s: unknown option '--%s' (see gostcli --help)", cmd, name);
        if (strcmp(name, "mesh") == 0 || strcmp(name, "json") == 0) {
            if (eq)
                fail(EXIT_USAGE, "%s: option '--%s' takes no value", cmd, name);
            if (name[0] == 'm')
                o->mesh = 1;
            else
                o->json = 1;
            continue;
        }
        const char **slot = strcmp(name, "cipher") == 0    ? &o->cipher
                            : strcmp(name, "mode") == 0    ? &o->mode
                            : strcmp(name, "sbox") == 0    ? &o->sbox
                            : strcmp(name, "key") == 0     ? &o->key
                            : strcmp(name, "iv") == 0      ? &o->iv
                            : strcmp(name, "bits") == 0    ? &o->bits
                            : strcmp(name, "backend") == 0 ? &o->backend
                            : strcmp(name, "threads") == 0 ? &o->threads
                                                           : &o->output;
        /* Given twice is a mistake (which one was meant?); the value is not echoed: a key. */
        if (*slot != NULL)
            fail(EXIT_USAGE, "%s: option '--%s' given more than once", cmd, name);
        const char *val;
        if (eq) {
            val = eq + 1;
        } else {
            if (i + 1 >= argc)
                fail(EXIT_USAGE, "%s: option '--%s' needs a value", cmd, name);
            val = argv[++i];
        }
        *slot = val;
    }
    if (o->output != NULL && o->output[0] == '\0')
        fail(EXIT_USAGE, "%s: --output: empty file name", cmd);
    if (o->threads != NULL) {
        char *end;
        errno = 0;
        long v = strtol(o->threads, &end, 10);
        if (errno != 0 || *end != '\0' || end == o->threads || v < 0 || v > 256 ||
            gostgen_set_threads((unsigned)v) != GOSTGEN_OK)
            fail(EXIT_USAGE, "--threads: '%s' is not a number from 0 to 256", o->threads);
    }
}

static int parse_cipher(const char *s)
{
    if (s == NULL)
        fail(EXIT_USAGE, "--cipher is required (gost89, magma or kuznyechik)");
    if (strcasecmp(s, "gost89") == 0)
        return GOSTGEN_GOST89;
    if (strcasecmp(s, "magma") == 0)
        return GOSTGEN_MAGMA;
    if (strcasecmp(s, "kuznyechik") == 0)
        return GOSTGEN_KUZNYECHIK;
    fail(EXIT_USAGE, "unknown cipher '%s' (expected gost89, magma or kuznyechik)", s);
    return -1;
}

static const char *const mode_names[] = {"ecb", "cnt", "cfb", "ctr", "ofb", "cbc"};

static const char *modes_of(int cipher)
{
    return cipher == GOSTGEN_GOST89 ? "ecb, cnt, cfb" : "ecb, ctr, ofb, cbc, cfb";
}

static int parse_mode(const char *s, int cipher, const char *cipher_name)
{
    if (s == NULL)
        fail(EXIT_USAGE, "--mode is required (%s: %s)", cipher_name, modes_of(cipher));
    for (int m = 0; m < (int)(sizeof mode_names / sizeof *mode_names); m++)
        if (strcasecmp(s, mode_names[m]) == 0) {
            if (gostgen_iv_length(cipher, m, NULL, NULL, NULL) != GOSTGEN_OK)
                fail(EXIT_USAGE, "mode '%s' is not offered for %s (modes: %s)", s, cipher_name,
                     modes_of(cipher));
            return m;
        }
    fail(EXIT_USAGE, "unknown mode '%s' (%s: %s)", s, cipher_name, modes_of(cipher));
    return -1;
}

/* Fails unless the backend (NULL = default) can be used, saying why. */
static void check_backend(const char *name)
{
    if (gostgen_backend_check(name) == GOSTGEN_OK)
        return;
    if (name == NULL)
        fail(EXIT_USAGE, "%s", gostgen_backend_default_error());
    strbuf known = {0};
    for (size_t i = 0; i < gostgen_backend_count(); i++) {
        gostgen_backend_info info;
        if (gostgen_backend_get(i, &info) != GOSTGEN_OK)
            continue;
        if (strcmp(info.name, name) == 0)
            fail(EXIT_USAGE, "backend '%s' is not available on this machine: %s", name,
                 info.reason);
        sb_printf(&known, "%s%s", known.len ? ", " : "", info.name);
    }
    fail(EXIT_USAGE, "unknown backend '%s' (known: %s)", name, known.p ? known.p : "none");
}

/* ---- S-box TOML files ---- */

typedef struct toml {
    const char *file;
    const char *p, *end;
    int line;
} toml;

static void toml_fail(toml *t, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fail(EXIT_USAGE, "%s:%d: %s", t->file, t->line, msg);
}

static void toml_skip_space(toml *t)
{
    while (t->p < t->end && (*t->p == ' ' || *t->p == '\t'))
        t->p++;
}

/* Spaces, comments and (if newlines) line ends. */
static void toml_skip(toml *t, int newlines)
{
    for (;;) {
        toml_skip_space(t);
        if (t->p < t->end && *t->p == '#')
            for (t->p++; t->p < t->end && *t->p != '\n'; t->p++)
                /* TOML 1.0: no control character in a comment but tab (and a CRLF's CR) */
                if (iscntrl((unsigned char)*t->p) && *t->p != '\t' &&
                    !(*t->p == '\r' && t->p + 1 < t->end && t->p[1] == '\n'))
                    toml_fail(t, "control character in a comment");
        /* a line ends with LF or CRLF (a lone CR is not a line end in TOML) */
        if (newlines && t->p < t->end &&
            (*t->p == '\n' || (*t->p == '\r' && t->p + 1 < t->end && t->p[1] == '\n'))) {
            if (*t->p == '\n')
                t->line++;
            t->p++;
            continue;
        }
        return;
    }
}

/* A basic "..." (with \" \\ escapes) or literal '...' string on one line, into out. */
static void toml_string(toml *t, char *out, size_t cap, const char *what)
{
    if (t->p >= t->end || (*t->p != '"' && *t->p != '\''))
        toml_fail(t, "%s: expected a quoted string", what);
    char q = *t->p++;
    size_t n = 0;
    for (;;) {
        if (t->p >= t->end || *t->p == '\n' || *t->p == '\r')
            toml_fail(t, "%s: unterminated string", what);
        char c = *t->p++;
        if (c == q)
            break;
        if (c == '\\' && q == '"') {
            if (t->p >= t->end || (*t->p != '"' && *t->p != '\\'))
                toml_fail(t, "%s: unsupported escape in string", what);
            c = *t->p++;
        }
        if (n + 1 >= cap)
            toml_fail(t, "%s: string too long", what);
        out[n++] = c;
    }
    out[n] = '\0';
}

static void toml_end_of_line(toml *t)
{
    toml_skip(t, 0);
    if (t->p < t->end && *t->p != '\n' && *t->p != '\r')
        toml_fail(t, "unexpected text after the value");
}

static gostgen_sbox *load_sbox_file(const char *path, const char *text, size_t len)
{
    toml t = {path, text, text + len, 1};
    uint8_t rows[8][16];
    char name[64] = "", oid[64] = "", buf[128];
    int have_rows = 0, have_name = 0, have_oid = 0;
    if (memchr(text, '\0', len) != NULL)
        fail(EXIT_USAGE, "%s: not a text file", path);
    for (;;) {
        toml_skip(&t, 1);
        if (t.p >= t.end)
            break;
        const char *k = t.p;
        while (t.p < t.end && (isalnum((unsigned char)*t.p) || *t.p == '_' || *t.p == '-'))
            t.p++;
        size_t klen = (size_t)(t.p - k);
        if (klen == 0)
            toml_fail(&t, "expected a key (name, oid or rows)");
        char key[32];
        snprintf(key, sizeof key, "%.*s", (int)(klen < 31 ? klen : 31), k);
        toml_skip_space(&t);
        if (t.p >= t.end || *t.p != '=')
            toml_fail(&t, "expected '=' after '%s'", key);
        t.p++;
        toml_skip_space(&t);
        if (strcmp(key, "name") == 0 && klen == 4) {
            if (have_name++)
                toml_fail(&t, "'name' given twice");
            toml_string(&t, name, sizeof name, "name");
            /* the S-box file format's rule (generator/gostgen/sboxfile.py): 1-63 of
             * [A-Za-z0-9._-], starting with a letter or digit */
            if (!isalnum((unsigned char)name[0]) || strlen(name) > 63)
                toml_fail(&t, "name must be 1-63 letters, digits, '.', '_' or '-'");
            for (const char *c = name; *c; c++)
                if (!isalnum((unsigned char)*c) && *c != '.' && *c != '_' && *c != '-')
                    toml_fail(&t, "name must be 1-63 letters, digits, '.', '_' or '-'");
        } else if (strcmp(key, "oid") == 0 && klen == 3) {
            if (have_oid++)
                toml_fail(&t, "'oid' given twice");
            toml_string(&t, oid, sizeof oid, "oid");
            for (const char *c = oid; *c; c++)
                if (!isdigit((unsigned char)*c) && *c != '.')
                    toml_fail(&t, "oid: not a dotted number");
        } else if (strcmp(key, "rows") == 0 && klen == 4) {
            if (have_rows++)
                toml_fail(&t, "'rows' given twice");
            if (t.p >= t.end || *t.p != '[')
                toml_fail(&t, "rows: expected '['");
            t.p++;
            int n = 0;
            for (;;) {
                toml_skip(&t, 1);
                if (t.p < t.end && *t.p == ']') {
                    t.p++;
                    break;
                }
                if (n == 8)
                    toml_fail(&t, "rows: more than 8 rows");
                toml_string(&t, buf, sizeof buf, "rows");
                if (strlen(buf) != 16)
                    toml_fail(&t, "rows: row K%d must be 16 hex digits", n + 1);
                for (int j = 0; j < 16; j++) {
                    int v = hexval((unsigned char)buf[j]);
                    if (v < 0)
                        toml_fail(&t, "rows: row K%d must be 16 hex digits", n + 1);
                    rows[n][j] = (uint8_t)v;
                }
                n++;
                toml_skip(&t, 1);
                if (t.p < t.end && *t.p == ',') {
                    t.p++;
                } else if (t.p < t.end && *t.p == ']') {
                    t.p++;
                    break;
                } else {
                    toml_fail(&t, "rows: expected ',' or ']'");
                }
            }
            if (n != 8)
                toml_fail(&t, "rows: got %d, expected 8 (K1..K8)", n);
        } else {
            toml_fail(&t, "unknown key '%s' (allowed: name, oid, rows)", key);
        }
        toml_end_of_line(&t);
    }
    if (!have_rows)
        toml_fail(&t, "no 'rows' (8 strings of 16 hex digits) in the file");
    gostgen_sbox *s;
    /* The cast: C before C23 does not convert uint8_t (*)[16] to const uint8_t (*)[16] silently. */
    int rc = gostgen_sbox_new((const uint8_t(*)[16])rows, have_name ? name : "custom", &s);
    if (rc != GOSTGEN_OK)
        fail(rc == GOSTGEN_ENOMEM ? EXIT_IO : EXIT_USAGE, "%s: %s", path, gostgen_strerror(rc));
    return s;
}

static const gostgen_sbox *resolve_sbox(const char *arg)
{
    const gostgen_sbox *s;
    if (arg == NULL) {
        s = gostgen_sbox_default();
        if (s == NULL)
            fail(EXIT_USAGE, "no S-box set is compiled in; give --sbox FILE");
        return s;
    }
    if (gostgen_sbox_find(arg, &s) == GOSTGEN_OK)
        return s;
    FILE *f = fopen(arg, "rb");
    if (f == NULL) {
        if (errno == ENOENT) {
            strbuf known = {0};
            for (size_t i = 0; i < gostgen_sbox_count(); i++)
                sb_printf(&known, "%s%s", i ? ", " : "", gostgen_sbox_name(gostgen_sbox_at(i)));
            fail(EXIT_USAGE, "--sbox '%s': not a compiled-in set (%s) nor an existing file", arg,
                 known.p ? known.p : "none");
        }
        fail(EXIT_IO, "%s: %s", arg, strerror(errno));
    }
    uint8_t *text;
    size_t len;
    int e = read_fd(fileno(f), &text, &len);
    fclose(f);
    if (e != 0)
        fail(EXIT_IO, "%s: %s", arg, strerror(e));
    gostgen_sbox *made = load_sbox_file(arg, (const char *)text, len);
    free(text);
    return made;
}

/* The S-box set a cipher call takes: none for kuznyechik (which has a fixed one). */
static const gostgen_sbox *cipher_sbox(int cipher, const char *arg)
{
    if (cipher != GOSTGEN_KUZNYECHIK)
        return resolve_sbox(arg);
    if (arg != NULL)
        fail(EXIT_USAGE, "--sbox: kuznyechik has no S-box set to choose");
    return NULL;
}

/* ---- commands ---- */

static void fail_status(int rc, const char *context)
{
    fail(rc == GOSTGEN_ENOMEM ? EXIT_IO : EXIT_USAGE, "%s: %s", context, gostgen_strerror(rc));
}

static uint8_t *parse_key(const char *hex)
{
    size_t len;
    if (hex == NULL)
        fail(EXIT_USAGE, "--key is required (32 bytes as 64 hex digits)");
    uint8_t *key = parse_hex("--key", hex, &len);
    if (len != 32)
        fail(EXIT_USAGE, "--key: must be 32 bytes (64 hex digits), got %zu bytes", len);
    return key;
}

static int cmd_crypt(int decrypt, int argc, char **argv)
{
    const char *cmd = decrypt ? "decrypt" : "encrypt";
    opts o;
    parse_opts(cmd, "cipher mode sbox key iv mesh backend threads output", argc, argv, &o);
    int cipher = parse_cipher(o.cipher);
    int mode = parse_mode(o.mode, cipher, o.cipher);
    const char *mname = mode_names[mode];
    size_t lo, hi, step, iv_len = 0;
    uint8_t *iv = NULL;
    gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    if (o.mesh && !(cipher == GOSTGEN_GOST89 && (mode == GOSTGEN_CNT || mode == GOSTGEN_CFB)))
        fail(EXIT_USAGE, "--mesh applies only to gost89 cnt and cfb");
    uint8_t *key = parse_key(o.key);
    if (hi == 0) {
        if (o.iv != NULL)
            fail(EXIT_USAGE, "--iv: mode %s takes no IV", mname);
    } else {
        if (o.iv == NULL)
            fail(EXIT_USAGE, "--iv is required for %s %s", o.cipher, mname);
        iv = parse_hex("--iv", o.iv, &iv_len);
        if (iv_len < lo || iv_len > hi || (iv_len - lo) % step != 0) {
            if (lo == hi)
                fail(EXIT_USAGE, "--iv: %s %s needs %zu bytes, got %zu", o.cipher, mname, lo,
                     iv_len);
            fail(EXIT_USAGE, "--iv: %s %s needs a multiple of %zu bytes from %zu to %zu, got %zu",
                 o.cipher, mname, step, lo, hi, iv_len);
        }
    }
    const gostgen_sbox *sbox = cipher_sbox(cipher, o.sbox);
    check_backend(o.backend);

    uint8_t *data;
    size_t len;
    read_stdin(&data, &len);
    size_t block = cipher == GOSTGEN_KUZNYECHIK ? 16 : 8;
    if ((mode == GOSTGEN_ECB || mode == GOSTGEN_CBC) && len % block != 0)
        fail(EXIT_USAGE, "input is %zu bytes: %s %s needs a multiple of %zu bytes", len, o.cipher,
             mname, block);
    int rc = gostgen_crypt(cipher, mode, decrypt, sbox, key, 32, iv, iv_len,
                           o.mesh ? GOSTGEN_FLAG_MESH : 0, o.backend, data, data, len);
    wipe(key, 32);
    if (rc != GOSTGEN_OK)
        fail_status(rc, cmd);
    write_output(o.output, data, len);
    return 0;
}

static int cmd_mac(int argc, char **argv)
{
    opts o;
    parse_opts("mac", "cipher sbox key bits backend threads output", argc, argv, &o);
    int cipher = parse_cipher(o.cipher);
    /* Default: half a block, as the GOST R 34.13-2015 examples (A.1.6, A.2.6). */
    long max_bits = cipher == GOSTGEN_KUZNYECHIK ? 128 : 64;
    unsigned bits = (unsigned)max_bits / 2;
    if (o.bits != NULL) {
        char *end;
        errno = 0;
        long v = strtol(o.bits, &end, 10);
        if (errno != 0 || *end != '\0' || end == o.bits || v < 8 || v > max_bits || v % 8 != 0)
            fail(EXIT_USAGE, "--bits: '%s' is not one of 8, 16, ..., %ld", o.bits, max_bits);
        bits = (unsigned)v;
    }
    uint8_t *key = parse_key(o.key);
    const gostgen_sbox *sbox = cipher_sbox(cipher, o.sbox);
    check_backend(o.backend);
    uint8_t *data, mac[16];
    size_t len;
    read_stdin(&data, &len);
    int rc = gostgen_mac(cipher, sbox, key, 32, o.backend, data, len, bits, mac);
    wipe(key, 32);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "mac");
    strbuf out = {0};
    sb_hex(&out, mac, bits / 8);
    sb_puts(&out, "\n");
    write_output(o.output, out.p, out.len);
    return 0;
}

/* Streebog of one file ("-": standard input) read as a stream. */
static void hash_stream(const char *name, unsigned bits, const char *backend, uint8_t *digest)
{
    size_t bufsize = 1 << 20;
    uint8_t *buf = xmalloc(bufsize);
    int is_stdin = strcmp(name, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(name, "rb");
    if (f == NULL)
        fail(EXIT_IO, "%s: %s", name, strerror(errno));
    gostgen_hash_ctx *h;
    int rc = gostgen_hash_new(&h, bits, backend);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "hash");
    for (;;) {
        size_t n = fread(buf, 1, bufsize, f);
        if (n > 0)
            gostgen_hash_update(h, buf, n);
        if (n < bufsize) {
            if (ferror(f))
                fail(EXIT_IO, "%s: %s", is_stdin ? "standard input" : name,
                     strerror(errno ? errno : EIO));
            break;
        }
    }
    if (!is_stdin)
        fclose(f);
    else
        clearerr(stdin);
    gostgen_hash_final(h, digest);
    gostgen_hash_free(h);
    free(buf);
}

/* Reads a whole file ("-": standard input) if it has at most max bytes; returns 0 (nothing
 * consumed) for a larger regular file, which the caller then streams. */
static int read_named(const char *name, size_t max, uint8_t **out, size_t *len)
{
    int is_stdin = strcmp(name, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
    if (fd < 0)
        fail(EXIT_IO, "%s: %s", name, strerror(errno));
    struct stat sb;
    if (!is_stdin && fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && (uint64_t)sb.st_size > max) {
        close(fd);
        return 0;
    }
    int e = read_fd(fd, out, len);
    if (e != 0)
        fail(EXIT_IO, "%s: %s", is_stdin ? "standard input" : name, strerror(e));
    if (!is_stdin)
        close(fd);
    return 1;
}

static int cmd_hash(int argc, char **argv)
{
    opts o;
    parse_opts("hash", "bits backend threads output", argc, argv, &o);
    unsigned bits = 512;
    if (o.bits != NULL) {
        if (strcmp(o.bits, "256") == 0)
            bits = 256;
        else if (strcmp(o.bits, "512") != 0)
            fail(EXIT_USAGE, "--bits: '%s' is not 256 or 512", o.bits);
    }
    check_backend(o.backend);
    if (o.nfiles == 0)
        o.files[o.nfiles++] = "-";
    uint8_t *digests = xmalloc(o.nfiles * 64);
    if (o.nfiles == 1) {
        hash_stream(o.files[0], bits, o.backend, digests);
    } else {
        /* Several files: read in groups of up to 64 MiB and hash each group as one batch (SIMD
         * lanes, and threads when asked); a larger file is hashed alone as a stream. */
        const size_t group_max = (size_t)64 << 20;
        size_t i = 0;
        while (i < o.nfiles) {
            size_t n = 0, total = 0;
            const uint8_t **data = xmalloc(sizeof(uint8_t *) * (o.nfiles - i));
            size_t *lens = xmalloc(sizeof(size_t) * (o.nfiles - i));
            while (i + n < o.nfiles && total < group_max) {
                const char *name = o.files[i + n];
                uint8_t *buf = NULL;
                size_t len = 0;
                if (!read_named(name, group_max - total, &buf, &len)) {
                    if (n == 0) { /* too big for a group: stream it */
                        hash_stream(name, bits, o.backend, digests + 64 * i);
                        i++;
                    }
                    break;
                }
                data[n] = buf;
                lens[n++] = len;
                total += len;
            }
            if (n > 0) {
                int rc = gostgen_hash_batch(bits, o.backend, n, data, lens, digests + 64 * i);
                if (rc != GOSTGEN_OK)
                    fail_status(rc, "hash");
                /* batch digests are bits/8 bytes apart: spread them to 64-byte slots */
                for (size_t k = n; k-- > 0;)
                    memmove(digests + 64 * (i + k), digests + 64 * i + k * (bits / 8), bits / 8);
                for (size_t k = 0; k < n; k++)
                    free((void *)data[k]);
                i += n;
            }
            free(data);
            free(lens);
        }
    }
    strbuf out = {0};
    for (size_t i = 0; i < o.nfiles; i++) {
        const char *name = o.files[i];
        /* As sha256sum: a name with a backslash or newline is escaped and the line marked. */
        int esc = strchr(name, '\\') != NULL || strchr(name, '\n') != NULL;
        if (esc)
            sb_puts(&out, "\\");
        sb_hex(&out, digests + 64 * i, bits / 8);
        sb_puts(&out, "  ");
        for (const char *c = name; *c; c++) {
            if (esc && *c == '\\')
                sb_puts(&out, "\\\\");
            else if (esc && *c == '\n')
                sb_puts(&out, "\\n");
            else
                sb_add(&out, c, 1);
        }
        sb_puts(&out, "\n");
    }
    write_output(o.output, out.p, out.len);
    return 0;
}

static void json_string(strbuf *s, const char *str)
{
    sb_puts(s, "\"");
    for (const unsigned char *c = (const unsigned char *)str; *c; c++) {
        if (*c == '"' || *c == '\\')
            sb_printf(s, "\\%c", *c);
        else if (*c < 0x20)
            sb_printf(s, "\\u%04x", *c);
        else
            sb_add(s, (const char *)c, 1);
    }
    sb_puts(s, "\"");
}

/* "yes" for the whole backend, else the constant-time primitive, else "no". */
static const char *ct_word(const gostgen_backend_info *b)
{
    static const char *const words[8] = {"no",    "magma",          "streebog",
                                         "magma+streebog", "kuznyechik", "magma+kuznyechik",
                                         "streebog+kuznyechik", "yes"};
    return words[(b->constant_time_magma ? 1 : 0) | (b->constant_time_streebog ? 2 : 0) |
                 (b->constant_time_kuznyechik ? 4 : 0)];
}

static int cmd_backends(int argc, char **argv)
{
    opts o;
    parse_opts("backends", "json", argc, argv, &o);
    size_t n = gostgen_backend_count();
    strbuf out = {0};
    if (o.json) {
        sb_puts(&out, "[");
        for (size_t i = 0; i < n; i++) {
            gostgen_backend_info b;
            gostgen_backend_get(i, &b);
            sb_puts(&out, i ? ",\n  {" : "\n  {");
            sb_puts(&out, "\"name\": ");
            json_string(&out, b.name);
            sb_puts(&out, ", \"description\": ");
            json_string(&out, b.description);
            sb_printf(&out,
                      ", \"available\": %s, \"selected\": %s, \"constant_time\": %s"
                      ", \"constant_time_magma\": %s, \"constant_time_streebog\": %s"
                      ", \"constant_time_kuznyechik\": %s",
                      b.available ? "true" : "false", b.selected ? "true" : "false",
                      b.constant_time ? "true" : "false", b.constant_time_magma ? "true" : "false",
                      b.constant_time_streebog ? "true" : "false",
                      b.constant_time_kuznyechik ? "true" : "false");
            sb_puts(&out, ", \"reason\": ");
            json_string(&out, b.reason);
            sb_puts(&out, "}");
        }
        sb_puts(&out, n ? "\n]\n" : "]\n");
    } else {
        int w = 7;
        for (size_t i = 0; i < n; i++) {
            gostgen_backend_info b;
            gostgen_backend_get(i, &b);
            if ((int)strlen(b.name) > w)
                w = (int)strlen(b.name);
        }
        sb_printf(&out, "%-*s  %-9s  %-8s  %-19s  %s\n", w, "BACKEND", "AVAILABLE", "SELECTED",
                  "CONSTANT-TIME", "DESCRIPTION");
        for (size_t i = 0; i < n; i++) {
            gostgen_backend_info b;
            gostgen_backend_get(i, &b);
            sb_printf(&out, "%-*s  %-9s  %-8s  %-19s  %s", w, b.name, b.available ? "yes" : "no",
                      b.selected ? "yes" : "no", ct_word(&b), b.description);
            if (!b.available)
                sb_printf(&out, " (unavailable: %s)", b.reason);
            sb_puts(&out, "\n");
        }
        const char *def = gostgen_backend_default();
        if (def == NULL)
            sb_printf(&out, "no default backend: %s\n", gostgen_backend_default_error());
    }
    write_all(out.p, out.len);
    return 0;
}

int main(int argc, char **argv)
{
    /* A closed pipe must be reported as a write error, not kill the process silently. */
    signal(SIGPIPE, SIG_IGN);
    /* A standard descriptor closed by the caller (">&-") would be handed out again by the next
     * open(): file data could then be written to "stdout", or a message into an output file.
     * Hold each one with /dev/null, stdout read-only so that a write to it fails. */
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            int nfd = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY);
            if (nfd >= 0 && nfd != fd) {
                dup2(nfd, fd);
                close(nfd);
            }
            if (fd == STDOUT_FILENO)
                g_stdout_closed = 1;
        }
    if (argc < 2)
        fail(EXIT_USAGE, "no command given (see gostcli --help)");
    const char *cmd = argv[1];
    if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
        write_all(usage_text, strlen(usage_text));
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        char line[64];
        snprintf(line, sizeof line, "gostcli %s\n", gostgen_version());
        write_all(line, strlen(line));
        return 0;
    }
    if (strcmp(cmd, "encrypt") == 0)
        return cmd_crypt(0, argc - 2, argv + 2);
    if (strcmp(cmd, "decrypt") == 0)
        return cmd_crypt(1, argc - 2, argv + 2);
    if (strcmp(cmd, "mac") == 0)
        return cmd_mac(argc - 2, argv + 2);
    if (strcmp(cmd, "hash") == 0)
        return cmd_hash(argc - 2, argv + 2);
    if (strcmp(cmd, "backends") == 0)
        return cmd_backends(argc - 2, argv + 2);
    fail(EXIT_USAGE, "unknown command '%s' (commands: encrypt, decrypt, mac, hash, backends)",
         cmd);
    return EXIT_USAGE;
}
