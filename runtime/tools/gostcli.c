/* gostcli: command-line front end of libgostgen.
 *
 * Every command checks its options, key, IV, S-box set and backend before it reads or writes
 * anything; a failure is one line "gostcli: error: ..." on stderr, exit status 2 for usage and
 * input errors, 1 for I/O failures. encrypt, decrypt and mac stream their input through a few
 * fixed buffers (stream_run), so memory stays bounded whatever the input size; an input that ends
 * badly (ECB/CBC with a partial block) fails before any output when it is a regular file, and
 * otherwise after the output of all but its last buffer (README, "Streaming"). -o FILE is written
 * to a temporary file in FILE's folder and renamed onto FILE only when complete, so FILE is never
 * left half written. hash reports unreadable files one line each and goes on, as sha256sum. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
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

/* The -o temporary file while it exists: fail() removes it, and so does a signal that ends the
 * program (on_signal; g_tmp_live says the name is set and the file may exist). */
static char *g_tmp_path;
static volatile sig_atomic_t g_tmp_live;
/* Standard output was closed when the program started (fd 1 then holds /dev/null read-only). */
static int g_stdout_closed;
/* The same for standard input (fd 0 then holds /dev/null write-only: reading it fails, EBADF,
 * rather than giving empty input). */
static int g_stdin_closed;

/* "gostcli: KIND: ..." on stderr, as one line whatever a file name or argument contains. */
__attribute__((format(printf, 2, 0))) static void vmessage(const char *kind, const char *fmt,
                                                           va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    for (char *p = msg; *p; p++)
        if (iscntrl((unsigned char)*p))
            *p = '?';
    fprintf(stderr, "gostcli: %s: %s\n", kind, msg);
}

__attribute__((format(printf, 2, 3))) static void message(const char *kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmessage(kind, fmt, ap);
    va_end(ap);
}

/* SIGINT, SIGTERM, SIGHUP: the -o temporary file is removed (it may hold part of a plaintext),
 * then the signal ends the program as it would have; an interrupt from the keyboard says so in
 * one line, as the gostgen command does. */
static void on_signal(int sig)
{
    static const char said[] = "gostcli: error: interrupted\n";
    if (g_tmp_live)
        unlink(g_tmp_path);
    if (sig == SIGINT && write(STDERR_FILENO, said, sizeof said - 1) < 0) {
        /* nothing more to do: the signal ends the program below */
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

__attribute__((noreturn, format(printf, 2, 0))) static void vfail(int code, const char *fmt,
                                                                   va_list ap)
{
    if (g_tmp_path != NULL)
        unlink(g_tmp_path);
    vmessage("error", fmt, ap);
    exit(code);
}

__attribute__((noreturn, format(printf, 2, 3))) static void fail(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(code, fmt, ap);
    va_end(ap);
}

/* strerror for a failed read, which on a closed standard input says so. */
static const char *read_error(int e)
{
    return g_stdin_closed && e == EBADF ? "closed by the caller" : strerror(e);
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
    "                  [--sector-size N [--first-sector S]] [--section-bytes N]\n"
    "      standard input to standard output. MODE: gost89: ecb, cnt, cfb;\n"
    "      magma, kuznyechik: ecb, ctr, ofb, cbc, cfb, ctr-acpkm. --mesh: CryptoPro key meshing\n"
    "      (gost89 cnt, cfb). IV bytes: magma ctr/ctr-acpkm 4, ofb/cbc/cfb a multiple of 8;\n"
    "      kuznyechik ctr/ctr-acpkm 8, ofb/cbc/cfb a multiple of 16. kuznyechik takes no\n"
    "      --sbox. Streamed (any size, bounded memory).\n"
    "      --mode ctr-acpkm (R 1323565.1.017-2018): ctr with the key renewed by ACPKM at the\n"
    "      start of every section after the first; --section-bytes N: the section, a multiple\n"
    "      of the block size (default 1024 for magma, 4096 for kuznyechik; with --sector-size\n"
    "      every sector's).\n"
    "      --sector-size N: a disk image of N-byte sectors (a multiple of the block size),\n"
    "      each its own stream with its number as IV (dm-crypt plain64: 64-bit little-endian,\n"
    "      zero-padded to the IV length); the first sector is number S (default 0); no --iv;\n"
    "      not for ecb.\n"
    "      --mode mgm (magma, kuznyechik; RFC 9058): --iv is the nonce, one block with its\n"
    "      first bit 0; [--aad HEX | --aad-file FILE] associated data; [--tag-bytes T] 4 to\n"
    "      the block size (default). encrypt writes the ciphertext, then the tag; decrypt\n"
    "      reads both and writes the plaintext only if the tag verifies (else \"authentication\n"
    "      failed\", exit status 1); it reads its input twice (a pipe via a temporary file).\n"
    "  mac --cipher gost89|magma|kuznyechik [--sbox NAME|PATH] --key HEX [--bits N] [--mesh]\n"
    "      [--section-bytes N --key-section-bytes T] [--backend NAME] [--threads N] [-o FILE]\n"
    "      MAC of standard input as lowercase hex (N: a multiple of 8, 8..64, kuznyechik\n"
    "      8..128; default 32 (kuznyechik 64): half a block, as the GOST R 34.13-2015 examples).\n"
    "      With both section options (magma, kuznyechik): OMAC-ACPKM (R 1323565.1.017-2018\n"
    "      4.2), message sections of N bytes, ACPKM-Master sections of T bytes (multiples of\n"
    "      the block size). --mesh (gost89): CryptoPro key meshing every 1024 bytes (RFC 4357\n"
    "      2.3.2), the MAC of the CryptoPro implementations and OpenSSL's gost-mac.\n"
    "  hash [--bits 256|512] [--backend NAME] [--threads N] [-o FILE] [FILE...]\n"
    "      Streebog digests (default 512 bits), one \"HEX  NAME\" line per file, as\n"
    "      sha256sum; no FILE or - reads stdin. Several files are hashed together (batch).\n"
    "      A file that cannot be read gets an error line; the exit status is then 1.\n"
    "  hash --check|-c [--bits 256|512] [--backend NAME] [LIST...]\n"
    "      verifies the \"HEX  NAME\" lines of each LIST (none or - : stdin), as\n"
    "      sha256sum -c: \"NAME: OK\" or \"NAME: FAILED\"; exit status 1 if any failed,\n"
    "      could not be read or was ill-formed. The digest size follows each line's length\n"
    "      unless --bits is given. (--check=LIST names one more list.)\n"
    "  hmac [--bits 256|512] --key HEX [--backend NAME] [-o FILE] [FILE...]\n"
    "      HMAC-Streebog (RFC 7836 4.1; default 256 bits) of each FILE under the key (any\n"
    "      length, at least one byte), one \"HEX  NAME\" line per file as hash prints them; no\n"
    "      FILE or - reads stdin. A file that cannot be read gets an error line (status 1).\n"
    "  kdf --kind 256|tree --key HEX --label HEX --seed HEX [--r R] [--length BYTES]\n"
    "      [--backend NAME] [-o FILE]\n"
    "      KDF_GOSTR3411_2012_256 (256: 32 bytes) or KDF_TREE_GOSTR3411_2012_256 (tree: R the\n"
    "      counter's bytes, 1..4, default 1; BYTES of output, default 32, L = 8 * BYTES bits;\n"
    "      RFC 7836 4.4, 4.5), printed in hex. Label and seed may be empty (\"\").\n"
    "  kdf --kind tlstree --suite SUITE --key HEX --seqnum N [--backend NAME] [-o FILE]\n"
    "      TLSTREE (RFC 9367 4.1.1, RFC 9189 8.1): the record key for sequence number N under the\n"
    "      32-byte root key. SUITE: kuznyechik-mgm-l, magma-mgm-l, kuznyechik-mgm-s,\n"
    "      magma-mgm-s, kuznyechik-ctr-omac, magma-ctr-omac.\n"
    "  pbkdf2 --salt HEX --iterations N [--length BYTES] [--backend NAME] [-o FILE]\n"
    "      PBKDF2 with HMAC-Streebog-512 (R 50.1.111-2016) in hex, BYTES default 64. The\n"
    "      password is standard input, byte for byte (no newline is stripped: printf %s,\n"
    "      not echo). kdf and pbkdf2 print at most 1 MiB.\n"
    "  backends [--json]\n"
    "      the compiled-in backends and which one is selected.\n"
    "  sboxes [--json]\n"
    "      the compiled-in S-box sets (name, OID; --json: with their rows), default first.\n"
    "\n"
    "--sbox names a compiled-in S-box set (name or OID) or a TOML file with\n"
    "rows = [8 strings of 16 hex digits] (K1..K8) and optional name = \"...\", oid = \"...\".\n"
    "The environment variable GOSTGEN_BACKEND picks the default backend.\n"
    "--threads N: use up to N threads (0: one per CPU) where the work splits (ecb, cnt\n"
    "without --mesh, ctr, --sector-size; several files to hash); default 1.\n"
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

/* Where a command's output goes: standard output, a device or FIFO written in place, or (-o FILE)
 * a temporary file beside FILE (same file system, so the rename is atomic) that out_commit syncs
 * and renames onto FILE. Until then fail() removes it, so FILE is never left half written. */
typedef struct out_sink {
    int fd;
    const char *label; /* in messages: "standard output" or the file */
    const char *path;  /* the file the temporary file replaces; NULL when there is none */
    char *real;        /* path's target when path is a symbolic link (freed at commit) */
    size_t dlen;       /* length of path's folder part, the slash included */
    mode_t mode;       /* the file's mode, given at commit (until then 0600: partial output,
                        * a plaintext not yet verified, is not for other users) */
} out_sink;

/* path NULL or "-" is standard output. */
static void out_open(out_sink *o, const char *path)
{
    memset(o, 0, sizeof *o);
    if (path == NULL || strcmp(path, "-") == 0) {
        if (g_stdout_closed)
            fail(EXIT_IO, "writing standard output: standard output is closed");
        o->fd = STDOUT_FILENO;
        o->label = "standard output";
        return;
    }
    o->label = path;
    struct stat st;
    int have_old = stat(path, &st) == 0;
    if (have_old && S_ISDIR(st.st_mode))
        fail(EXIT_IO, "%s: %s", path, strerror(EISDIR));
    if (have_old && !S_ISREG(st.st_mode)) {
        /* A device or a pipe (-o /dev/null, a FIFO): written in place, never replaced. */
        o->fd = open(path, O_WRONLY);
        if (o->fd < 0)
            fail(EXIT_IO, "writing %s: %s", path, strerror(errno));
        return;
    }
    /* A symbolic link to a file: the file is replaced, the link stays. */
    struct stat lst;
    if (have_old && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode) &&
        (o->real = realpath(path, NULL)) != NULL)
        path = o->real;
    o->path = o->label = path;
    const char *slash = strrchr(path, '/');
    o->dlen = slash ? (size_t)(slash - path) + 1 : 0;
    g_tmp_path = xmalloc(strlen(path) + 16);
    /* DIR/.BASE.XXXXXX: hidden, and in FILE's folder. */
    snprintf(g_tmp_path, strlen(path) + 16, "%.*s.%s.XXXXXX", (int)o->dlen, path, path + o->dlen);
    g_tmp_live = 1; /* (before the file exists: a signal then unlinks nothing) */
    o->fd = mkstemp(g_tmp_path);
    if (o->fd < 0) {
        int e = errno;
        g_tmp_live = 0;
        free(g_tmp_path);
        g_tmp_path = NULL;
        fail(EXIT_IO, "%s: cannot create a temporary file beside it: %s", path, strerror(e));
    }
    /* mkstemp makes the file 0600; at commit it takes the mode of the file it replaces, or of
     * any new file (0666 less the umask). */
    mode_t mask = umask(0);
    umask(mask);
    o->mode = have_old && S_ISREG(st.st_mode) ? (st.st_mode & 07777) : (0666 & ~mask);
}

/* Returns 0 or errno (never exits: the writer thread calls it). */
static int out_write(const out_sink *o, const void *buf, size_t len)
{
    return write_fd(o->fd, buf, len);
}

static void out_fail(const out_sink *o, int e)
{
    fail(EXIT_IO, "writing %s: %s", o->label, strerror(e));
}

static void out_write_or_fail(const out_sink *o, const void *buf, size_t len)
{
    int e = out_write(o, buf, len);
    if (e != 0)
        out_fail(o, e);
}

/* The output is complete: a temporary file is synced and renamed onto its file. */
static void out_commit(out_sink *o)
{
    if (o->fd == STDOUT_FILENO)
        return;
    int e = 0;
    if (o->path != NULL && fchmod(o->fd, o->mode) != 0)
        e = errno;
    if (o->path != NULL && e == 0 && fsync(o->fd) != 0)
        e = errno;
    if (close(o->fd) != 0 && e == 0)
        e = errno;
    if (e != 0)
        out_fail(o, e);
    if (o->path == NULL)
        return;
    if (rename(g_tmp_path, o->path) != 0)
        fail(EXIT_IO, "%s: %s", o->path, strerror(errno));
    g_tmp_live = 0; /* (after the rename: a signal before it still removes the file) */
    free(g_tmp_path);
    g_tmp_path = NULL;
    /* The rename itself reaches the disk when the folder is synced; a failure here loses nothing
     * already written, so it is not reported. */
    char *dir = xmalloc(o->dlen + 2);
    snprintf(dir, o->dlen + 2, "%.*s", o->dlen ? (int)o->dlen : 1, o->dlen ? o->path : ".");
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    free(dir);
    free(o->real);
    o->real = NULL;
}

/* A whole output held in memory (mac, hash) into path. */
static void write_output(const char *path, const void *buf, size_t len)
{
    out_sink o;
    out_open(&o, path);
    out_write_or_fail(&o, buf, len);
    out_commit(&o);
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

/* Reads a stream to its end, or up to max bytes when more follow (*more then set; NULL: no
 * limit); returns 0, or errno. */
static int read_fd_upto(int fd, size_t max, uint8_t **out, size_t *out_len, int *more)
{
    size_t cap = 65536, len = 0;
    uint8_t *buf = xmalloc(cap);
    if (more != NULL)
        *more = 0;
    for (;;) {
        if (more != NULL && len >= max) {
            /* one byte past max tells a stream of exactly max bytes from a longer one */
            uint8_t probe;
            ssize_t n = read(fd, &probe, 1);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                int e = errno;
                free(buf);
                return e;
            }
            if (n == 1) {
                if (len == cap) {
                    uint8_t *p = realloc(buf, cap + 1);
                    if (p == NULL)
                        fail(EXIT_IO, "out of memory");
                    buf = p;
                }
                buf[len++] = probe;
                *more = 1;
            }
            break;
        }
        if (len == cap) {
            cap *= 2;
            uint8_t *p = realloc(buf, cap);
            if (p == NULL)
                fail(EXIT_IO, "out of memory");
            buf = p;
        }
        size_t room = cap - len;
        if (more != NULL && room > max - len)
            room = max - len;
        ssize_t n = read(fd, buf + len, room);
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

/* Reads a whole stream; returns 0, or errno. */
static int read_fd(int fd, uint8_t **out, size_t *out_len)
{
    return read_fd_upto(fd, 0, out, out_len, NULL);
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
    const char *sector_size, *first_sector, *check;
    const char *kind, *label, *seed, *r, *length, *salt, *iterations, *suite, *seqnum;
    const char *aad, *aad_file, *tag_bytes; /* encrypt/decrypt --mode mgm */
    const char *section_bytes;              /* encrypt/decrypt --mode ctr-acpkm; mac (OMAC-ACPKM) */
    const char *key_section_bytes;          /* mac (OMAC-ACPKM) */
    int mesh, json, check_flag; /* check_flag: hash --check (or -c), with or without =LIST */
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
            if (strcmp(cmd, "hash") != 0 && strcmp(cmd, "hmac") != 0)
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
        else if (strcmp(a, "-c") == 0 && strcmp(cmd, "hash") == 0)
            a = "--check"; /* hash -c, as sha256sum -c */
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
        if (strcmp(name, "check") == 0) { /* a flag, the lists operands; --check=LIST: one more */
            if (o->check_flag)
                fail(EXIT_USAGE, "%s: option '--%s' given more than once", cmd, name);
            o->check_flag = 1;
            if (eq)
                o->check = eq + 1;
            continue;
        }
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
                            : strcmp(name, "sector-size") == 0 ? &o->sector_size
                            : strcmp(name, "first-sector") == 0 ? &o->first_sector
                            : strcmp(name, "kind") == 0    ? &o->kind
                            : strcmp(name, "label") == 0   ? &o->label
                            : strcmp(name, "seed") == 0    ? &o->seed
                            : strcmp(name, "r") == 0       ? &o->r
                            : strcmp(name, "length") == 0  ? &o->length
                            : strcmp(name, "salt") == 0    ? &o->salt
                            : strcmp(name, "iterations") == 0 ? &o->iterations
                            : strcmp(name, "suite") == 0   ? &o->suite
                            : strcmp(name, "seqnum") == 0  ? &o->seqnum
                            : strcmp(name, "aad") == 0     ? &o->aad
                            : strcmp(name, "aad-file") == 0 ? &o->aad_file
                            : strcmp(name, "tag-bytes") == 0 ? &o->tag_bytes
                            : strcmp(name, "section-bytes") == 0 ? &o->section_bytes
                            : strcmp(name, "key-section-bytes") == 0 ? &o->key_section_bytes
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

/* Indexed by gostgen_mode; ctr-acpkm is also accepted as ctr_acpkm. */
static const char *const mode_names[] = {"ecb", "cnt", "cfb", "ctr", "ofb", "cbc", "ctr-acpkm"};

static const char *modes_of(int cipher)
{
    return cipher == GOSTGEN_GOST89 ? "ecb, cnt, cfb" : "ecb, ctr, ofb, cbc, cfb, ctr-acpkm, mgm";
}

static int parse_mode(const char *s, int cipher, const char *cipher_name)
{
    if (s == NULL)
        fail(EXIT_USAGE, "--mode is required (%s: %s)", cipher_name, modes_of(cipher));
    for (int m = 0; m < (int)(sizeof mode_names / sizeof *mode_names); m++)
        if (strcasecmp(s, mode_names[m]) == 0 ||
            (m == GOSTGEN_CTR_ACPKM && strcasecmp(s, "ctr_acpkm") == 0)) {
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
        if (strcasecmp(info.name, name) == 0)
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
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) { /* a BOM some editors write */
        text += 3;
        len -= 3;
    }
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
        char key[32];
        size_t klen;
        if (*t.p == '"' || *t.p == '\'') { /* a quoted key ("rows" = ...), as TOML allows */
            toml_string(&t, key, sizeof key, "key");
            klen = strlen(key);
        } else {
            const char *k = t.p;
            while (t.p < t.end && (isalnum((unsigned char)*t.p) || *t.p == '_' || *t.p == '-'))
                t.p++;
            klen = (size_t)(t.p - k);
            snprintf(key, sizeof key, "%.*s", (int)(klen < 31 ? klen : 31), k);
        }
        if (klen == 0)
            toml_fail(&t, "expected a key (name, oid or rows)");
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
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) /* a wrong argument, as gostgen says */
        fail(EXIT_USAGE, "%s: not an S-box file (a directory?)", arg);
    uint8_t *text = NULL;
    size_t len = 0;
    int e = read_fd(fileno(f), &text, &len);
    fclose(f);
    if (e != 0)
        fail(EXIT_IO, "%s: %s", arg, strerror(e));
    gostgen_sbox *made = load_sbox_file(arg, (const char *)text, len);
    free(text);
    return made;
}

/* ---- streaming: encrypt, decrypt and mac in bounded memory ----
 *
 * A reader thread fills buffers from standard input, the main thread transforms each one in
 * place, and a writer thread empties them into the output, so that reading and writing overlap
 * the crypto. At most NSLOTS buffers of stream_bufsize() bytes exist, whatever the input size.
 * Every buffer but the last is full, so block and sector boundaries never straddle two. */
#define NSLOTS 4

/* 1 MiB per buffer; 8 MiB when the library may split a buffer across threads, so that each
 * thread gets a large part (the library starts its threads per call). Rounded down to a whole
 * number of units (sectors), so that none straddles two buffers. */
static size_t stream_bufsize(size_t unit)
{
    size_t b = gostgen_threads() > 1 ? (size_t)8 << 20 : (size_t)1 << 20;
    return unit > 1 ? b / unit * unit : b;
}

typedef struct stream_pipe stream_pipe;
/* Transforms one buffer in place; off: its offset in the stream. Only the last buffer can be
 * shorter than the others. */
typedef void (*stream_fn)(stream_pipe *sp, void *arg, uint8_t *buf, size_t len, uint64_t off);

struct stream_pipe {
    int in_fd;
    const out_sink *out; /* NULL: nothing is written (mac) */
    size_t bufsize;
    /* A buffer is transformed only once the next one has data or the input has ended cleanly,
     * so an error that shows only at the end of the input (a partial block) is known before that
     * buffer's output is written. */
    int holdback;
    uint8_t *buf[NSLOTS];
    size_t len[NSLOTS];
    /* Buffers read, transformed, and written (or freed); each counts up, slot = count % NSLOTS. */
    uint64_t nread, ndone, nwritten;
    int eof, rerr, werr, finished;
    pthread_mutex_t mu;
    pthread_cond_t cv;
};

static void *stream_reader(void *arg)
{
    stream_pipe *sp = arg;
    for (;;) {
        pthread_mutex_lock(&sp->mu);
        while (sp->nread - sp->nwritten >= NSLOTS && !sp->finished)
            pthread_cond_wait(&sp->cv, &sp->mu);
        int stop = sp->finished;
        uint8_t *p = sp->buf[sp->nread % NSLOTS];
        pthread_mutex_unlock(&sp->mu);
        if (stop)
            return NULL;
        size_t n = 0;
        int e = 0;
        while (n < sp->bufsize) {
            ssize_t r = read(sp->in_fd, p + n, sp->bufsize - n);
            if (r < 0) {
                if (errno == EINTR)
                    continue;
                e = errno;
                break;
            }
            if (r == 0)
                break;
            n += (size_t)r;
        }
        pthread_mutex_lock(&sp->mu);
        if (e != 0) {
            sp->rerr = e;
        } else if (n > 0) {
            sp->len[sp->nread % NSLOTS] = n;
            sp->nread++;
        }
        int end = e != 0 || n < sp->bufsize;
        sp->eof = end;
        pthread_cond_broadcast(&sp->cv);
        pthread_mutex_unlock(&sp->mu);
        if (end)
            return NULL;
    }
}

static void *stream_writer(void *arg)
{
    stream_pipe *sp = arg;
    for (;;) {
        pthread_mutex_lock(&sp->mu);
        while (sp->nwritten == sp->ndone && !sp->finished)
            pthread_cond_wait(&sp->cv, &sp->mu);
        if (sp->nwritten == sp->ndone) {
            pthread_mutex_unlock(&sp->mu);
            return NULL;
        }
        size_t k = sp->nwritten % NSLOTS;
        pthread_mutex_unlock(&sp->mu);
        int e = out_write(sp->out, sp->buf[k], sp->len[k]);
        pthread_mutex_lock(&sp->mu);
        if (e != 0)
            sp->werr = e;
        else
            sp->nwritten++;
        pthread_cond_broadcast(&sp->cv);
        pthread_mutex_unlock(&sp->mu);
        if (e != 0)
            return NULL;
    }
}

/* Waits until every transformed buffer is written (a write error is reported). */
static void stream_drain(stream_pipe *sp)
{
    pthread_mutex_lock(&sp->mu);
    while (sp->nwritten < sp->ndone && sp->werr == 0)
        pthread_cond_wait(&sp->cv, &sp->mu);
    int e = sp->werr;
    pthread_mutex_unlock(&sp->mu);
    if (e != 0)
        out_fail(sp->out, e);
}

/* An error found in the input part way: what was already transformed is written first (so
 * that what comes out before the error line does not depend on thread timing), then fail.
 * sp NULL: before the stream started. */
__attribute__((noreturn, format(printf, 3, 4))) static void stream_fail(stream_pipe *sp, int code,
                                                                     const char *fmt, ...)
{
    if (sp != NULL)
        stream_drain(sp);
    va_list ap;
    va_start(ap, fmt);
    vfail(code, fmt, ap);
    va_end(ap);
}

/* Runs the whole input through fn, and the result to out (NULL: none); every buffer but the
 * last holds a whole number of units (bytes). */
static void stream_run(int in_fd, const out_sink *out, size_t unit, int holdback, stream_fn fn,
                       void *arg)
{
    stream_pipe *sp = xmalloc(sizeof *sp);
    memset(sp, 0, sizeof *sp);
    sp->in_fd = in_fd;
    sp->out = out;
    sp->holdback = holdback;
    sp->bufsize = stream_bufsize(unit);
    for (int i = 0; i < NSLOTS; i++)
        sp->buf[i] = xmalloc(sp->bufsize);
    pthread_mutex_init(&sp->mu, NULL);
    pthread_cond_init(&sp->cv, NULL);
    struct stat st;
    if (fstat(in_fd, &st) == 0 && S_ISREG(st.st_mode))
        posix_fadvise(in_fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    pthread_t rt, wt;
    if (pthread_create(&rt, NULL, stream_reader, sp) != 0)
        fail(EXIT_IO, "cannot start a thread: %s", strerror(errno));
    if (out != NULL && pthread_create(&wt, NULL, stream_writer, sp) != 0)
        fail(EXIT_IO, "cannot start a thread: %s", strerror(errno));
    uint64_t k = 0, off = 0;
    for (;;) {
        pthread_mutex_lock(&sp->mu);
        while (sp->werr == 0 && sp->rerr == 0 &&
               !(k < sp->nread && (!holdback || k + 1 < sp->nread || sp->eof)) &&
               !(k == sp->nread && sp->eof))
            pthread_cond_wait(&sp->cv, &sp->mu);
        int werr = sp->werr, rerr = sp->rerr, done = k == sp->nread;
        size_t slot = k % NSLOTS;
        pthread_mutex_unlock(&sp->mu);
        if (werr != 0)
            out_fail(out, werr);
        if (rerr != 0)
            fail(EXIT_IO, "reading standard input: %s", read_error(rerr));
        if (done)
            break;
        fn(sp, arg, sp->buf[slot], sp->len[slot], off);
        off += sp->len[slot];
        pthread_mutex_lock(&sp->mu);
        sp->ndone = ++k;
        if (out == NULL)
            sp->nwritten = k;
        pthread_cond_broadcast(&sp->cv);
        pthread_mutex_unlock(&sp->mu);
    }
    if (out != NULL)
        stream_drain(sp);
    pthread_mutex_lock(&sp->mu);
    sp->finished = 1;
    pthread_cond_broadcast(&sp->cv);
    pthread_mutex_unlock(&sp->mu);
    pthread_join(rt, NULL);
    if (out != NULL)
        pthread_join(wt, NULL);
    for (int i = 0; i < NSLOTS; i++) {
        wipe(sp->buf[i], sp->bufsize); /* plaintext */
        free(sp->buf[i]);
    }
    pthread_mutex_destroy(&sp->mu);
    pthread_cond_destroy(&sp->cv);
    free(sp);
}

/* Bytes left on standard input if it is a regular file (-1 if that is not known). */
static int64_t input_size(int fd)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return -1;
    off_t pos = lseek(fd, 0, SEEK_CUR);
    if (pos < 0 || pos > st.st_size)
        return -1;
    return (int64_t)(st.st_size - pos);
}

/* The S-box set a cipher call takes: none for kuznyechik (which has a fixed one), nor for magma
 * without --sbox (the library then runs it on GOST R 34.12-2015's set, tc26-z, wherever the
 * build has it: a build's first set is GOST 28147-89's default only). */
static const gostgen_sbox *cipher_sbox(int cipher, const char *arg)
{
    if (cipher == GOSTGEN_MAGMA && arg == NULL)
        return NULL;
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

/* A decimal number for an option, at most max. */
static uint64_t parse_u64(const char *opt, const char *s, uint64_t max)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || !isdigit((unsigned char)s[0]) || v > max)
        fail(EXIT_USAGE, "%s: '%s' is not a number from 0 to %llu", opt, s,
             (unsigned long long)max);
    return v;
}

#define MAX_SECTOR ((size_t)1 << 20)

typedef struct crypt_job {
    const char *cipher_name, *mode_name;
    int cipher, mode, decrypt;
    unsigned flags;
    const gostgen_sbox *sbox;
    const char *backend;
    const uint8_t *key;
    gostgen_ctx *ctx;            /* whole-stream mode */
    size_t unit;                 /* the block size, or the sector size: ECB/CBC need whole ones */
    int whole_units;             /* ECB, CBC */
    size_t sector_size, iv_len;  /* sector mode: sector_size > 0 */
    uint64_t first_sector, sector_limit; /* sector numbers must be <= sector_limit */
    size_t section;              /* ctr-acpkm's section (0: the default), sector mode's */
} crypt_job;

static void fail_partial(stream_pipe *sp, const crypt_job *j, uint64_t total)
{
    if (j->sector_size > 0)
        stream_fail(sp, EXIT_USAGE,
                    "input is %llu bytes: %s %s with --sector-size %zu needs whole sectors "
                    "(a multiple of %zu bytes)",
                    (unsigned long long)total, j->cipher_name, j->mode_name, j->sector_size,
                    j->sector_size);
    stream_fail(sp, EXIT_USAGE, "input is %llu bytes: %s %s needs a multiple of %zu bytes",
                (unsigned long long)total, j->cipher_name, j->mode_name, j->unit);
}

/* The sectors up to byte end of the stream must have numbers the IV can hold. */
static void check_sector_range(stream_pipe *sp, const crypt_job *j, uint64_t end)
{
    if (end == 0)
        return;
    uint64_t count = (end - 1) / j->sector_size + 1;
    if (j->first_sector <= j->sector_limit && count - 1 <= j->sector_limit - j->first_sector)
        return;
    if (j->sector_limit == UINT64_MAX)
        stream_fail(sp, EXIT_USAGE, "sector numbers from --first-sector %llu would pass 2^64 - 1",
                    (unsigned long long)j->first_sector);
    stream_fail(sp, EXIT_USAGE, "sector %llu cannot be numbered: the %zu-byte IV of %s %s holds "
                "sector numbers up to %llu",
                (unsigned long long)(j->first_sector > j->sector_limit ? j->first_sector
                                                                       : j->sector_limit + 1),
                j->iv_len, j->cipher_name, j->mode_name, (unsigned long long)j->sector_limit);
}

static void crypt_buffer(stream_pipe *sp, void *arg, uint8_t *buf, size_t len, uint64_t off)
{
    crypt_job *j = arg;
    /* The last buffer (holdback is on for these modes: nothing of it is out yet). */
    if (j->whole_units && len % j->unit != 0)
        fail_partial(sp, j, off + len);
    int rc;
    if (j->sector_size == 0) {
        rc = gostgen_ctx_update(j->ctx, buf, buf, len);
    } else {
        check_sector_range(sp, j, off + len);
        rc = gostgen_crypt_sectors_ex(j->cipher, j->mode, j->decrypt, j->sbox, j->key, 32,
                                      j->iv_len, j->flags, j->backend, j->sector_size,
                                      j->first_sector + off / j->sector_size, buf, buf, len,
                                      j->section);
    }
    if (rc != GOSTGEN_OK)
        fail_status(rc, j->decrypt ? "decrypt" : "encrypt");
}

/* ---- MGM (RFC 9058): authenticated encryption ----
 *
 * encrypt streams the input through a context and appends the tag. decrypt releases plaintext
 * only once the tag verified, so it reads its input twice: a first pass checks the tag (the last
 * tag_len bytes), a second one decrypts and writes. A regular-file input is read twice in place;
 * any other input is first copied to a private, already unlinked temporary file. The second
 * pass checks the tag again, so an input file changed between the passes is caught as well
 * (with -o FILE nothing is then left; on standard output what was written stays). */

typedef struct mgm_job {
    const char *cipher_name;
    gostgen_mgm_ctx *ctx;
} mgm_job;

/* One line for a failed MGM call; GOSTGEN_ELENGTH is MGM's own limit, not a block size. */
__attribute__((noreturn)) static void mgm_status_fail(stream_pipe *sp, int rc, const char *cmd,
                                                      const char *cipher_name)
{
    if (rc == GOSTGEN_ELENGTH)
        stream_fail(sp, EXIT_USAGE, "%s: %s mgm: the data and the associated data together must "
                    "be shorter than 2^(n/2) bits (%s)", cmd, cipher_name,
                    strcasecmp(cipher_name, "magma") == 0 ? "magma: 512 MiB" : "kuznyechik: 2^61 bytes");
    stream_fail(sp, rc == GOSTGEN_ENOMEM ? EXIT_IO : EXIT_USAGE, "%s: %s", cmd,
                gostgen_strerror(rc));
}

static void mgm_buffer(stream_pipe *sp, void *arg, uint8_t *buf, size_t len, uint64_t off)
{
    (void)off;
    mgm_job *j = arg;
    int rc = gostgen_mgm_update(j->ctx, buf, buf, len);
    if (rc != GOSTGEN_OK)
        mgm_status_fail(sp, rc, "encrypt", j->cipher_name);
}

/* The associated data (--aad HEX or --aad-file FILE, read in pieces) into each context. */
static void mgm_feed_aad(const opts *o, gostgen_mgm_ctx **ctx, int nctx, const char *cmd)
{
    int rc = GOSTGEN_OK;
    if (o->aad != NULL) {
        size_t len;
        uint8_t *aad = parse_hex("--aad", o->aad, &len);
        for (int i = 0; i < nctx && rc == GOSTGEN_OK; i++)
            rc = gostgen_mgm_aad(ctx[i], aad, len);
        free(aad);
    } else if (o->aad_file != NULL) {
        int fd = open(o->aad_file, O_RDONLY);
        if (fd < 0)
            fail(EXIT_IO, "--aad-file: %s: %s", o->aad_file, strerror(errno));
        size_t cap = 1 << 16;
        uint8_t *buf = xmalloc(cap);
        for (;;) {
            ssize_t n = read(fd, buf, cap);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                fail(EXIT_IO, "--aad-file: %s: %s", o->aad_file, strerror(errno));
            if (n == 0)
                break;
            for (int i = 0; i < nctx && rc == GOSTGEN_OK; i++)
                rc = gostgen_mgm_aad(ctx[i], buf, (size_t)n);
            if (rc != GOSTGEN_OK)
                break;
        }
        close(fd);
        free(buf);
    }
    if (rc != GOSTGEN_OK)
        mgm_status_fail(NULL, rc, cmd, o->cipher);
}

/* Copies fd to a private temporary file (unlinked at once) and returns it, its size in *size. */
static int mgm_spool(int fd, uint64_t *size)
{
    const char *dir = getenv("TMPDIR");
    if (dir == NULL || dir[0] == '\0')
        dir = "/tmp";
    size_t plen = strlen(dir) + 32;
    char *path = xmalloc(plen);
    snprintf(path, plen, "%s/gostcli-mgm.XXXXXX", dir);
    int sfd = mkstemp(path);
    if (sfd < 0)
        fail(EXIT_IO, "cannot create a temporary file in %s for the input: %s", dir,
             strerror(errno));
    unlink(path);
    free(path);
    size_t cap = (size_t)1 << 20;
    uint8_t *buf = xmalloc(cap);
    uint64_t total = 0;
    for (;;) {
        ssize_t n = read(fd, buf, cap);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            fail(EXIT_IO, "reading standard input: %s", read_error(errno));
        if (n == 0)
            break;
        int e = write_fd(sfd, buf, (size_t)n);
        if (e != 0)
            fail(EXIT_IO, "writing a temporary copy of the input in %s: %s", dir, strerror(e));
        total += (uint64_t)n;
    }
    free(buf);
    *size = total;
    return sfd;
}

/* Reads exactly len bytes at offset off of fd into buf. */
static void mgm_pread(int fd, uint8_t *buf, size_t len, uint64_t off)
{
    size_t got = 0;
    while (got < len) {
        ssize_t n = pread(fd, buf + got, len - got, (off_t)(off + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            fail(EXIT_IO, "reading standard input: %s", read_error(errno));
        if (n == 0)
            fail(EXIT_IO, "reading standard input: the input became shorter while it was read");
        got += (size_t)n;
    }
}

/* One decrypting pass over len bytes of fd from offset start, the plaintext to out (NULL: none),
 * then the tag check. */
static int mgm_decrypt_pass(int fd, uint64_t start, uint64_t len, gostgen_mgm_ctx *ctx,
                            const out_sink *out, const uint8_t *tag, size_t tag_len,
                            const char *cipher_name)
{
    size_t cap = (size_t)1 << 20;
    uint8_t *buf = xmalloc(cap);
    for (uint64_t done = 0; done < len;) {
        size_t n = len - done < cap ? (size_t)(len - done) : cap;
        mgm_pread(fd, buf, n, start + done);
        int rc = gostgen_mgm_update(ctx, buf, buf, n);
        if (rc != GOSTGEN_OK)
            mgm_status_fail(NULL, rc, "decrypt", cipher_name);
        if (out != NULL)
            out_write_or_fail(out, buf, n);
        done += n;
    }
    wipe(buf, cap); /* plaintext */
    free(buf);
    return gostgen_mgm_verify(ctx, tag, tag_len);
}

static int cmd_mgm(int decrypt, int cipher, const opts *o)
{
    const char *cmd = decrypt ? "decrypt" : "encrypt";
    if (cipher == GOSTGEN_GOST89)
        fail(EXIT_USAGE, "mode 'mgm' is not offered for gost89 (MGM: magma or kuznyechik)");
    if (o->mesh)
        fail(EXIT_USAGE, "--mesh applies only to gost89 cnt and cfb");
    if (o->sector_size != NULL || o->first_sector != NULL)
        fail(EXIT_USAGE, "--%s: not for mgm (each message has its own nonce and tag)",
             o->sector_size != NULL ? "sector-size" : "first-sector");
    if (o->section_bytes != NULL)
        fail(EXIT_USAGE, "--section-bytes applies only to --mode ctr-acpkm");
    if (o->aad != NULL && o->aad_file != NULL)
        fail(EXIT_USAGE, "--aad and --aad-file: give one of them");
    if (o->aad_file != NULL && strcmp(o->aad_file, "-") == 0)
        fail(EXIT_USAGE, "--aad-file: not standard input (it carries the data)");
    const size_t bs = gostgen_block_size(cipher);
    size_t tag_len = bs;
    if (o->tag_bytes != NULL) {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(o->tag_bytes, &end, 10);
        if (errno != 0 || end == o->tag_bytes || *end != '\0' ||
            !isdigit((unsigned char)o->tag_bytes[0]) || v < 4 || v > bs)
            fail(EXIT_USAGE, "--tag-bytes: '%s' is not a number from 4 to %zu (%s mgm)",
                 o->tag_bytes, bs, o->cipher);
        tag_len = (size_t)v;
    }
    uint8_t *key = parse_key(o->key);
    if (o->iv == NULL)
        fail(EXIT_USAGE, "--iv is required for %s mgm (the %zu-byte nonce)", o->cipher, bs);
    size_t nonce_len;
    uint8_t *nonce = parse_hex("--iv", o->iv, &nonce_len);
    if (nonce_len != bs)
        fail(EXIT_USAGE, "--iv: %s mgm needs a %zu-byte nonce, got %zu", o->cipher, bs,
             nonce_len);
    if (nonce[0] & 0x80)
        fail(EXIT_USAGE, "--iv: the MGM nonce's first bit must be 0 (RFC 9058)");
    if (o->aad != NULL) { /* checked before anything is read */
        size_t alen;
        free(parse_hex("--aad", o->aad, &alen));
    }
    const gostgen_sbox *sbox = cipher_sbox(cipher, o->sbox);
    check_backend(o->backend);
    /* decrypt: one context checks the tag, the other decrypts (after the check) */
    gostgen_mgm_ctx *ctx[2] = {NULL, NULL};
    int nctx = decrypt ? 2 : 1;
    for (int i = 0; i < nctx; i++) {
        int rc = gostgen_mgm_new(&ctx[i], cipher, decrypt, sbox, key, 32, nonce, nonce_len,
                                 o->backend);
        if (rc != GOSTGEN_OK)
            mgm_status_fail(NULL, rc, cmd, o->cipher);
    }
    wipe(key, 32);
    free(key);
    free(nonce);
    mgm_feed_aad(o, ctx, nctx, cmd);
    /* MGM's length limit (magma: 512 MiB with the associated data) is checked before any output
     * where the input's size is known. */
    const uint64_t limit = bs == 8 ? (uint64_t)1 << 29 : (uint64_t)1 << 61;
    out_sink out;
    if (!decrypt) {
        int64_t size = input_size(STDIN_FILENO);
        if (size >= 0 && (uint64_t)size >= limit) /* with the AAD: update says so */
            mgm_status_fail(NULL, GOSTGEN_ELENGTH, cmd, o->cipher);
        mgm_job j = {o->cipher, ctx[0]};
        out_open(&out, o->output);
        stream_run(STDIN_FILENO, &out, 1, 0, mgm_buffer, &j);
        uint8_t tag[16];
        int rc = gostgen_mgm_final(ctx[0], tag, tag_len);
        if (rc != GOSTGEN_OK)
            mgm_status_fail(NULL, rc, cmd, o->cipher);
        out_write_or_fail(&out, tag, tag_len);
        gostgen_mgm_free(ctx[0]);
        out_commit(&out);
        return 0;
    }
    int fd = STDIN_FILENO;
    uint64_t start = 0, size;
    int64_t known = input_size(fd);
    /* A file is read twice in place (the tag checked, then the plaintext written) only into a
     * -o temporary file, which a failed second check removes: the file could change between
     * the passes. Written anywhere else (standard output, a device, a FIFO), the plaintext
     * comes from a private copy of the input, checked before the first byte leaves. */
    out_open(&out, o->output);
    if (known >= 0 && out.path != NULL) {
        off_t pos = lseek(fd, 0, SEEK_CUR);
        start = (uint64_t)pos;
        size = (uint64_t)known;
    } else {
        fd = mgm_spool(fd, &size);
    }
    if (size < tag_len)
        fail(EXIT_USAGE, "input is %llu bytes: shorter than the %zu-byte MGM tag",
             (unsigned long long)size, tag_len);
    const uint64_t clen = size - tag_len;
    if (clen >= limit)
        mgm_status_fail(NULL, GOSTGEN_ELENGTH, cmd, o->cipher);
    uint8_t tag[16];
    mgm_pread(fd, tag, tag_len, start + clen);
    if (mgm_decrypt_pass(fd, start, clen, ctx[0], NULL, tag, tag_len, o->cipher) != GOSTGEN_OK)
        fail(EXIT_IO, "authentication failed");
    if (mgm_decrypt_pass(fd, start, clen, ctx[1], &out, tag, tag_len, o->cipher) != GOSTGEN_OK)
        fail(EXIT_IO, "authentication failed (the input changed while it was decrypted)");
    gostgen_mgm_free(ctx[0]);
    gostgen_mgm_free(ctx[1]);
    if (fd != STDIN_FILENO)
        close(fd);
    out_commit(&out);
    return 0;
}

/* --section-bytes: ctr-acpkm's section (0: the library's default), checked before any input is
 * read; with --sector-size every sector's. */
static size_t acpkm_section(const opts *o, int cipher, int mode)
{
    if (o->section_bytes == NULL)
        return 0;
    if (mode != GOSTGEN_CTR_ACPKM)
        fail(EXIT_USAGE, "--section-bytes applies only to --mode ctr-acpkm");
    const size_t bs = gostgen_block_size(cipher);
    uint64_t v = parse_u64("--section-bytes", o->section_bytes, UINT64_MAX);
    if (v == 0 || v % bs != 0 || (uint64_t)(size_t)v != v)
        fail(EXIT_USAGE, "--section-bytes: %llu is not a positive multiple of the %s block size "
             "(%zu bytes)", (unsigned long long)v, o->cipher, bs);
    return (size_t)v;
}

static int cmd_crypt(int decrypt, int argc, char **argv)
{
    const char *cmd = decrypt ? "decrypt" : "encrypt";
    opts o;
    parse_opts(cmd,
               "cipher mode sbox key iv mesh backend threads output sector-size first-sector "
               "aad aad-file tag-bytes section-bytes",
               argc, argv, &o);
    int cipher = parse_cipher(o.cipher);
    if (o.mode != NULL && strcasecmp(o.mode, "mgm") == 0)
        return cmd_mgm(decrypt, cipher, &o);
    if (o.aad != NULL || o.aad_file != NULL || o.tag_bytes != NULL)
        fail(EXIT_USAGE, "--%s applies only to --mode mgm",
             o.aad != NULL ? "aad" : o.aad_file != NULL ? "aad-file" : "tag-bytes");
    int mode = parse_mode(o.mode, cipher, o.cipher);
    const char *mname = mode_names[mode];
    size_t lo, hi, step, iv_len = 0;
    uint8_t *iv = NULL;
    gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    if (o.mesh && !(cipher == GOSTGEN_GOST89 && (mode == GOSTGEN_CNT || mode == GOSTGEN_CFB)))
        fail(EXIT_USAGE, "--mesh applies only to gost89 cnt and cfb");
    size_t section = acpkm_section(&o, cipher, mode);
    crypt_job j;
    memset(&j, 0, sizeof j);
    j.cipher_name = o.cipher;
    j.mode_name = mname;
    j.cipher = cipher;
    j.mode = mode;
    j.decrypt = decrypt;
    j.flags = o.mesh ? GOSTGEN_FLAG_MESH : 0;
    j.unit = gostgen_block_size(cipher);
    j.whole_units = mode == GOSTGEN_ECB || mode == GOSTGEN_CBC;
    if (o.sector_size != NULL) {
        if (hi == 0)
            fail(EXIT_USAGE, "--sector-size: %s %s has no IV to number the sectors with (use a "
                 "mode with an IV)", o.cipher, mname);
        if (o.iv != NULL)
            fail(EXIT_USAGE, "--iv: with --sector-size each sector's IV is its number");
        j.sector_size = (size_t)parse_u64("--sector-size", o.sector_size, MAX_SECTOR);
        if (j.sector_size == 0 || j.sector_size % j.unit != 0)
            fail(EXIT_USAGE, "--sector-size: %zu is not a multiple of the %s block size (%zu "
                 "bytes) from %zu to %zu", j.sector_size, o.cipher, j.unit, j.unit, MAX_SECTOR);
        j.first_sector = o.first_sector ? parse_u64("--first-sector", o.first_sector, UINT64_MAX)
                                        : 0;
        /* The IV is the mode's shortest: one block (magma ctr: half a block). */
        j.iv_len = lo;
        j.sector_limit = j.iv_len >= 8 ? UINT64_MAX : (((uint64_t)1 << (8 * j.iv_len)) - 1);
        j.unit = j.sector_size;
    } else if (o.first_sector != NULL) {
        fail(EXIT_USAGE, "--first-sector needs --sector-size");
    }
    uint8_t *key = parse_key(o.key);
    if (j.sector_size == 0 && hi == 0) {
        if (o.iv != NULL)
            fail(EXIT_USAGE, "--iv: mode %s takes no IV", mname);
    } else if (j.sector_size == 0) {
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
    j.sbox = cipher_sbox(cipher, o.sbox);
    j.backend = o.backend;
    j.key = key;
    check_backend(o.backend);
    int rc;
    if (j.sector_size == 0) {
        rc = gostgen_ctx_new(&j.ctx, cipher, mode, decrypt, j.sbox, key, 32, iv, iv_len, j.flags,
                             o.backend);
        if (rc == GOSTGEN_OK && section > 0)
            rc = gostgen_ctx_set_section(j.ctx, section);
    } else { /* checks every argument, nothing to transform */
        j.section = section;
        rc = gostgen_crypt_sectors_ex(cipher, mode, decrypt, j.sbox, key, 32, j.iv_len, j.flags,
                                      o.backend, j.sector_size, j.first_sector, NULL, NULL, 0,
                                      section);
    }
    if (rc != GOSTGEN_OK)
        fail_status(rc, cmd);
    /* A regular file's size is known: an input the mode cannot take fails before any output. */
    int64_t size = input_size(STDIN_FILENO);
    if (size >= 0) {
        if (j.whole_units && (uint64_t)size % j.unit != 0)
            fail_partial(NULL, &j, (uint64_t)size);
        if (j.sector_size > 0)
            check_sector_range(NULL, &j, (uint64_t)size);
    }
    out_sink out;
    out_open(&out, o.output);
    stream_run(STDIN_FILENO, &out, j.unit, j.whole_units, crypt_buffer, &j);
    wipe(key, 32);
    gostgen_ctx_free(j.ctx);
    out_commit(&out);
    return 0;
}

static void mac_buffer(stream_pipe *sp, void *arg, uint8_t *buf, size_t len, uint64_t off)
{
    (void)sp;
    (void)off;
    int rc = gostgen_mac_update(arg, buf, len);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "mac");
}

static int cmd_mac(int argc, char **argv)
{
    opts o;
    parse_opts("mac",
               "cipher sbox key bits mesh backend threads output section-bytes key-section-bytes",
               argc, argv, &o);
    int cipher = parse_cipher(o.cipher);
    if (o.mesh && cipher != GOSTGEN_GOST89)
        fail(EXIT_USAGE, "--mesh: key meshing is defined for the gost89 MAC only");
    /* OMAC-ACPKM: both sections, each a positive multiple of the block size */
    size_t sections[2] = {0, 0};
    const char *const section_args[2] = {o.section_bytes, o.key_section_bytes};
    const char *const section_names[2] = {"--section-bytes", "--key-section-bytes"};
    if ((o.section_bytes == NULL) != (o.key_section_bytes == NULL))
        fail(EXIT_USAGE, "OMAC-ACPKM needs both --section-bytes and --key-section-bytes");
    if (o.section_bytes != NULL && cipher == GOSTGEN_GOST89)
        fail(EXIT_USAGE, "OMAC-ACPKM (--section-bytes) is defined for magma and kuznyechik, "
             "not gost89");
    for (int i = 0; i < 2 && o.section_bytes != NULL; i++) {
        const size_t bs = gostgen_block_size(cipher);
        uint64_t v = parse_u64(section_names[i], section_args[i], UINT64_MAX);
        if (v == 0 || v % bs != 0 || (uint64_t)(size_t)v != v)
            fail(EXIT_USAGE, "%s: %llu is not a positive multiple of the %s block size (%zu "
                 "bytes)", section_names[i], (unsigned long long)v, o.cipher, bs);
        sections[i] = (size_t)v;
    }
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
    gostgen_mac_ctx *ctx;
    int rc = sections[0] != 0 ? gostgen_omac_acpkm_new(&ctx, cipher, sbox, key, 32, sections[0],
                                                       sections[1], o.backend)
                              : gostgen_mac_new_ex(&ctx, cipher, sbox, key, 32,
                                                   o.mesh ? GOSTGEN_FLAG_MESH : 0, o.backend);
    wipe(key, 32);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "mac");
    stream_run(STDIN_FILENO, NULL, 1, 0, mac_buffer, ctx);
    uint8_t mac[16];
    rc = gostgen_mac_final(ctx, bits, mac);
    gostgen_mac_free(ctx);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "mac");
    strbuf out = {0};
    sb_hex(&out, mac, bits / 8);
    sb_puts(&out, "\n");
    write_output(o.output, out.p, out.len);
    return 0;
}

/* Reads fd (a file, or standard input) to its end in 1 MiB pieces, each given to
 * feed(arg, piece, n), and closes it unless it is standard input; 0 or the read's errno. The
 * streamed hash and hmac share it: one read loop, one EINTR rule. */
static int feed_fd(int fd, int is_stdin, void (*feed)(void *arg, const uint8_t *p, size_t n),
                   void *arg)
{
    size_t bufsize = 1 << 20;
    uint8_t *buf = xmalloc(bufsize);
    int e = 0;
    for (;;) {
        ssize_t n = read(fd, buf, bufsize);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            e = errno;
            break;
        }
        if (n == 0)
            break;
        feed(arg, buf, (size_t)n);
    }
    if (!is_stdin)
        close(fd);
    free(buf);
    return e;
}

static void hash_feed(void *h, const uint8_t *p, size_t n)
{
    gostgen_hash_update(h, p, n);
}

/* Streebog of one file ("-": standard input) read as a stream; returns 0 or errno. fd >= 0: the
 * file is open there and its first head_len bytes, already read, are in head. */
static int hash_stream(const char *name, int fd, const uint8_t *head, size_t head_len,
                       unsigned bits, const char *backend, uint8_t *digest)
{
    int is_stdin = strcmp(name, "-") == 0;
    if (fd < 0)
        fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
    if (fd < 0)
        return errno;
    gostgen_hash_ctx *h;
    int rc = gostgen_hash_new(&h, bits, backend);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "hash");
    gostgen_hash_update(h, head, head_len);
    int e = feed_fd(fd, is_stdin, hash_feed, h);
    if (e == 0)
        gostgen_hash_final(h, digest);
    gostgen_hash_free(h);
    return e;
}

/* Reads a whole file ("-": standard input) if it has at most max bytes. Returns 0 and sets
 * *whole to 1 when read; to 0 for a larger one, which the caller then streams: a regular file
 * by its size with nothing consumed (*rest_fd -1), anything else (standard input, a pipe, a
 * device, a file that grew) with its first bytes read into *out, *len and the rest still to read
 * from *rest_fd, so that memory stays bounded.
 * Or errno. */
static int read_named(const char *name, size_t max, uint8_t **out, size_t *len, int *whole,
                      int *rest_fd)
{
    int is_stdin = strcmp(name, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
    *whole = 0;
    *rest_fd = -1;
    if (fd < 0)
        return errno;
    struct stat sb;
    int regular = fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode);
    if (!is_stdin && regular && (uint64_t)sb.st_size > max) {
        close(fd);
        return 0;
    }
    /* a stream (a pipe, a device) joins a batch only if it is short: no more than 1 MiB of it
     * is held before it is hashed as a stream */
    if (!regular && max > ((size_t)1 << 20))
        max = (size_t)1 << 20;
    int more = 0;
    int e = read_fd_upto(fd, max, out, len, &more);
    if (e == 0 && more) {
        *rest_fd = fd;
        return 0;
    }
    if (!is_stdin)
        close(fd);
    *whole = e == 0;
    return e;
}

/* A file that could not be read: one error line, the run goes on (as sha256sum). */
static void file_error(const char *name, int e)
{
    message("error", "%s: %s", strcmp(name, "-") == 0 ? "standard input" : name, read_error(e));
}

/* sha256sum's form of a name in an output line: a name with a backslash or newline is escaped
 * and the line marked with a leading backslash (*esc set). */
static void sb_name(strbuf *s, const char *name)
{
    int esc = strchr(name, '\\') != NULL || strchr(name, '\n') != NULL;
    for (const char *c = name; *c; c++) {
        if (esc && *c == '\\')
            sb_puts(s, "\\\\");
        else if (esc && *c == '\n')
            sb_puts(s, "\\n");
        else
            sb_add(s, c, 1);
    }
}

static int name_needs_escape(const char *name)
{
    return strchr(name, '\\') != NULL || strchr(name, '\n') != NULL;
}

/* Digests of files, several at a time: files are read in groups of up to 64 MiB, each group
 * hashed as one batch (SIMD lanes, and threads when asked); a larger file is hashed alone as a
 * stream. errs[i]: 0 or the errno that kept file i from being read. */
static void hash_files(const char *const *names, size_t n, unsigned bits, const char *backend,
                       uint8_t *digests, int *errs)
{
    const size_t group_max = (size_t)64 << 20;
    size_t i = 0;
    const uint8_t **data = xmalloc(sizeof(uint8_t *) * (n ? n : 1));
    size_t *lens = xmalloc(sizeof(size_t) * (n ? n : 1));
    size_t *idx = xmalloc(sizeof(size_t) * (n ? n : 1));
    while (i < n) {
        size_t k = 0, total = 0;
        while (i < n && total < group_max) {
            uint8_t *buf = NULL;
            size_t len = 0;
            int whole, rest_fd;
            errs[i] = read_named(names[i], group_max - total, &buf, &len, &whole, &rest_fd);
            if (errs[i] == 0 && !whole && rest_fd >= 0) {
                /* a stream longer than what is left of the group: hashed now, its head first */
                errs[i] = hash_stream(names[i], rest_fd, buf, len, bits, backend,
                                      digests + 64 * i);
                free(buf);
                i++;
                continue;
            }
            if (errs[i] == 0 && !whole) {
                if (k > 0)
                    break; /* too big for what is left of this group: the next group */
                errs[i] = hash_stream(names[i], -1, NULL, 0, bits, backend, digests + 64 * i);
                i++;
                break;
            }
            if (errs[i] == 0) {
                data[k] = buf;
                lens[k] = len;
                idx[k++] = i;
                total += len;
            }
            i++;
        }
        if (k > 0) {
            uint8_t *out = xmalloc(k * 64);
            int rc = gostgen_hash_batch(bits, backend, k, data, lens, out);
            if (rc != GOSTGEN_OK)
                fail_status(rc, "hash");
            for (size_t m = 0; m < k; m++) {
                memcpy(digests + 64 * idx[m], out + m * (bits / 8), bits / 8);
                free((void *)data[m]);
            }
            free(out);
        }
    }
    free(data);
    free(lens);
    free(idx);
}

/* hash --check: verifies the "HEX  NAME" lines of one LIST as sha256sum -c does; its problems
 * are reported and the next list goes on. Returns 0 or EXIT_IO. */
static int hash_check(const char *list, int bits_given, unsigned bits, const char *backend)
{
    uint8_t *text = NULL;
    size_t len = 0;
    int whole, rest_fd;
    int e = read_named(list, SIZE_MAX, &text, &len, &whole, &rest_fd);
    if (e != 0) {
        message("error", "%s: %s", strcmp(list, "-") == 0 ? "standard input" : list,
                read_error(e));
        return EXIT_IO;
    }
    size_t bad_lines = 0, unreadable = 0, mismatched = 0, good_lines = 0;
    size_t pos = 0;
    while (pos < len) {
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        size_t next = end < len ? end + 1 : end;
        if (end > pos && text[end - 1] == '\r')
            end--;
        size_t llen = end - pos;
        if (llen == 0 || memchr(text + pos, '\0', llen) != NULL) {
            if (llen != 0)
                bad_lines++;
            pos = next;
            continue;
        }
        char *line = xmalloc(llen + 1);
        memcpy(line, text + pos, llen);
        line[llen] = '\0';
        pos = next;
        int esc = line[0] == '\\';
        const char *p = line + esc;
        size_t hexlen = 0;
        while (hexval((unsigned char)p[hexlen]) >= 0)
            hexlen++;
        unsigned lbits = hexlen == 128 ? 512 : hexlen == 64 ? 256 : 0;
        const char *name = p + hexlen;
        if (lbits == 0 || (bits_given && lbits != bits) || name[0] != ' ' ||
            (name[1] != ' ' && name[1] != '*') || name[2] == '\0') {
            bad_lines++;
            free(line);
            continue;
        }
        name += 2;
        /* Undo sha256sum's escapes: \\ and \n. */
        char *real = xmalloc(strlen(name) + 1);
        size_t r = 0;
        int ok = 1;
        for (const char *c = name; *c; c++) {
            if (esc && *c == '\\') {
                c++;
                if (*c == '\\')
                    real[r++] = '\\';
                else if (*c == 'n')
                    real[r++] = '\n';
                else {
                    ok = 0;
                    break;
                }
            } else {
                real[r++] = *c;
            }
        }
        real[r] = '\0';
        if (!ok) {
            bad_lines++;
            free(real);
            free(line);
            continue;
        }
        good_lines++;
        uint8_t want[64], got[64];
        for (size_t i = 0; i < lbits / 8; i++)
            want[i] = (uint8_t)(hexval((unsigned char)p[2 * i]) << 4 |
                                hexval((unsigned char)p[2 * i + 1]));
        strbuf out = {0};
        if (name_needs_escape(real))
            sb_puts(&out, "\\");
        sb_name(&out, real);
        int fe = hash_stream(real, -1, NULL, 0, lbits, backend, got);
        if (fe != 0) {
            file_error(real, fe);
            unreadable++;
            sb_puts(&out, ": FAILED open or read\n");
        } else if (memcmp(want, got, lbits / 8) != 0) {
            mismatched++;
            sb_puts(&out, ": FAILED\n");
        } else {
            sb_puts(&out, ": OK\n");
        }
        write_all(out.p, out.len);
        free(out.p);
        free(real);
        free(line);
    }
    free(text);
    if (good_lines == 0) {
        message("error", "%s: no properly formatted Streebog checksum lines found",
                strcmp(list, "-") == 0 ? "standard input" : list);
        return EXIT_IO;
    }
    if (bad_lines)
        message("WARNING", "%zu line%s improperly formatted", bad_lines,
                bad_lines == 1 ? " is" : "s are");
    if (unreadable)
        message("WARNING", "%zu listed file%s could not be read", unreadable,
                unreadable == 1 ? "" : "s");
    if (mismatched)
        message("WARNING", "%zu computed checksum%s did NOT match", mismatched,
                mismatched == 1 ? "" : "s");
    return bad_lines || unreadable || mismatched ? EXIT_IO : 0;
}

static int cmd_hash(int argc, char **argv)
{
    opts o;
    parse_opts("hash", "bits check backend threads output", argc, argv, &o);
    unsigned bits = 512;
    if (o.bits != NULL) {
        if (strcmp(o.bits, "256") == 0)
            bits = 256;
        else if (strcmp(o.bits, "512") != 0)
            fail(EXIT_USAGE, "--bits: '%s' is not 256 or 512", o.bits);
    }
    check_backend(o.backend);
    if (o.check_flag) { /* the lists: --check=LIST, then the operands; none: stdin */
        if (o.output != NULL)
            fail(EXIT_USAGE, "hash --check: the report goes to standard output (no --output)");
        if (g_stdout_closed)
            fail(EXIT_IO, "writing standard output: standard output is closed");
        int rc = 0;
        if (o.check != NULL)
            rc |= hash_check(o.check, o.bits != NULL, bits, o.backend);
        for (size_t i = 0; i < o.nfiles; i++)
            rc |= hash_check(o.files[i], o.bits != NULL, bits, o.backend);
        if (o.check == NULL && o.nfiles == 0)
            rc = hash_check("-", o.bits != NULL, bits, o.backend);
        return rc ? EXIT_IO : 0;
    }
    if (o.nfiles == 0)
        o.files[o.nfiles++] = "-";
    uint8_t *digests = xmalloc(o.nfiles * 64);
    int *errs = xmalloc(o.nfiles * sizeof(int));
    out_sink sink;
    out_open(&sink, o.output);
    hash_files(o.files, o.nfiles, bits, o.backend, digests, errs);
    /* As sha256sum: a line per file read, one error line per file that could not be; the
     * status says whether all were read. */
    int failed = 0;
    strbuf out = {0};
    for (size_t i = 0; i < o.nfiles; i++) {
        const char *name = o.files[i];
        if (errs[i] != 0) {
            if (sink.path == NULL && out.len > 0) { /* keep the order of the lines */
                out_write_or_fail(&sink, out.p, out.len);
                out.len = 0;
            }
            file_error(name, errs[i]);
            failed = 1;
            continue;
        }
        if (name_needs_escape(name))
            sb_puts(&out, "\\");
        sb_hex(&out, digests + 64 * i, bits / 8);
        sb_puts(&out, "  ");
        sb_name(&out, name);
        sb_puts(&out, "\n");
    }
    if (failed && sink.path != NULL) {
        /* -o FILE: a failure leaves FILE as it was (the temporary file is removed). */
        unlink(g_tmp_path);
        exit(EXIT_IO);
    }
    if (out.len > 0)
        out_write_or_fail(&sink, out.p, out.len);
    out_commit(&sink);
    return failed ? EXIT_IO : 0;
}

/* ---- HMAC-Streebog, the KDFs, PBKDF2 ---- */

/* Most bytes kdf and pbkdf2 print: key material, not bulk data. */
#define MAX_DERIVED ((size_t)1 << 20)

/* --bits of hmac: 256 (the default) or 512. */
static unsigned parse_hmac_bits(const char *s)
{
    if (s == NULL || strcmp(s, "256") == 0)
        return 256;
    if (strcmp(s, "512") == 0)
        return 512;
    fail(EXIT_USAGE, "--bits: '%s' is not 256 or 512", s);
}

/* A key of any length, at least one byte (an empty --key is most likely a mistake). */
static uint8_t *parse_any_key(const char *hex, size_t *len)
{
    if (hex == NULL)
        fail(EXIT_USAGE, "--key is required (the key in hex)");
    uint8_t *key = parse_hex("--key", hex, len);
    if (*len == 0)
        fail(EXIT_USAGE, "--key: empty (give at least one byte)");
    return key;
}

static void hmac_feed(void *h, const uint8_t *p, size_t n)
{
    gostgen_hmac_update(h, p, n);
}

/* HMAC of one file ("-": standard input) read as a stream under a copy of keyed; 0 or errno. */
static int hmac_stream(const char *name, const gostgen_hmac_ctx *keyed, uint8_t *mac)
{
    int is_stdin = strcmp(name, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
    if (fd < 0)
        return errno;
    gostgen_hmac_ctx *h;
    int rc = gostgen_hmac_copy(keyed, &h);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "hmac");
    int e = feed_fd(fd, is_stdin, hmac_feed, h);
    if (e == 0)
        gostgen_hmac_final(h, mac);
    gostgen_hmac_free(h);
    return e;
}

static int cmd_hmac(int argc, char **argv)
{
    opts o;
    parse_opts("hmac", "bits key backend output", argc, argv, &o);
    unsigned bits = parse_hmac_bits(o.bits);
    size_t klen;
    uint8_t *key = parse_any_key(o.key, &klen);
    check_backend(o.backend);
    gostgen_hmac_ctx *keyed;
    int rc = gostgen_hmac_new(&keyed, bits, key, klen, o.backend);
    wipe(key, klen);
    free(key);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "hmac");
    if (o.nfiles == 0)
        o.files[o.nfiles++] = "-";
    out_sink sink;
    out_open(&sink, o.output);
    /* As hash: a line per file read, one error line per file that could not be. */
    int failed = 0;
    strbuf out = {0};
    for (size_t i = 0; i < o.nfiles; i++) {
        const char *name = o.files[i];
        uint8_t mac[64];
        int e = hmac_stream(name, keyed, mac);
        if (e != 0) {
            if (sink.path == NULL && out.len > 0) { /* keep the order of the lines */
                out_write_or_fail(&sink, out.p, out.len);
                out.len = 0;
            }
            file_error(name, e);
            failed = 1;
            continue;
        }
        if (name_needs_escape(name))
            sb_puts(&out, "\\");
        sb_hex(&out, mac, bits / 8);
        sb_puts(&out, "  ");
        sb_name(&out, name);
        sb_puts(&out, "\n");
    }
    gostgen_hmac_free(keyed);
    if (failed && sink.path != NULL) {
        unlink(g_tmp_path); /* -o FILE: a failure leaves FILE as it was */
        exit(EXIT_IO);
    }
    if (out.len > 0)
        out_write_or_fail(&sink, out.p, out.len);
    out_commit(&sink);
    return failed ? EXIT_IO : 0;
}

/* A derived key as a hex line, then wiped (with the output text). */
static void print_derived(const char *path, uint8_t *key, size_t len)
{
    strbuf out = {0};
    sb_hex(&out, key, len);
    sb_puts(&out, "\n");
    wipe(key, len);
    write_output(path, out.p, out.len);
    wipe(out.p, out.len);
    free(out.p);
}

/* A decimal number for an option, lo..hi. */
static uint64_t parse_range(const char *opt, const char *s, uint64_t lo, uint64_t hi)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || !isdigit((unsigned char)s[0]) || v < lo || v > hi)
        fail(EXIT_USAGE, "%s: '%s' is not a number from %llu to %llu", opt, s,
             (unsigned long long)lo, (unsigned long long)hi);
    return v;
}

/* A byte count for --length: 1..MAX_DERIVED (default dflt). */
static size_t parse_length(const char *s, size_t dflt)
{
    return s == NULL ? dflt : (size_t)parse_range("--length", s, 1, MAX_DERIVED);
}

static int cmd_kdf(int argc, char **argv)
{
    opts o;
    parse_opts("kdf", "kind key label seed r length suite seqnum backend output", argc, argv, &o);
    if (o.kind == NULL)
        fail(EXIT_USAGE, "kdf: --kind is required (256, tree or tlstree)");
    int tree = strcmp(o.kind, "tree") == 0, tls = strcmp(o.kind, "tlstree") == 0;
    if (!tree && !tls && strcmp(o.kind, "256") != 0)
        fail(EXIT_USAGE, "--kind: '%s' is not 256, tree or tlstree", o.kind);
    if (!tree && (o.r != NULL || o.length != NULL))
        fail(EXIT_USAGE, "kdf: --r and --length are for --kind tree (kdf %s gives 32 bytes)",
             o.kind);
    if (tls && (o.label != NULL || o.seed != NULL))
        fail(EXIT_USAGE, "kdf --kind tlstree: its labels and seeds are fixed (no --label, --seed)");
    if (!tls && (o.suite != NULL || o.seqnum != NULL))
        fail(EXIT_USAGE, "kdf: --suite and --seqnum are for --kind tlstree");
    uint8_t *out;
    size_t out_len = 32;
    int rc;
    if (tls) {
        if (o.suite == NULL)
            fail(EXIT_USAGE, "kdf --kind tlstree: --suite is required");
        size_t s = 0;
        strbuf known = {0};
        for (const char *name; (name = gostgen_tlstree_suite(s)) != NULL; s++) {
            if (strcasecmp(name, o.suite) == 0)
                break;
            sb_printf(&known, "%s%s", known.len ? ", " : "", name);
        }
        if (gostgen_tlstree_suite(s) == NULL)
            fail(EXIT_USAGE, "--suite: unknown TLSTREE suite '%s' (known: %s)", o.suite, known.p);
        if (o.seqnum == NULL)
            fail(EXIT_USAGE, "kdf --kind tlstree: --seqnum is required");
        uint64_t seqnum = parse_u64("--seqnum", o.seqnum, UINT64_MAX);
        uint8_t *key = parse_key(o.key);
        check_backend(o.backend);
        out = xmalloc(32);
        rc = gostgen_tlstree(o.suite, o.backend, key, 32, seqnum, out);
        wipe(key, 32);
        free(key);
    } else {
        if (o.label == NULL || o.seed == NULL)
            fail(EXIT_USAGE, "kdf: --label and --seed are required (hex; \"\" for empty)");
        unsigned r = 1;
        if (o.r != NULL) {
            if (strlen(o.r) != 1 || o.r[0] < '1' || o.r[0] > '4')
                fail(EXIT_USAGE, "--r: '%s' is not 1, 2, 3 or 4 (the counter's bytes)", o.r);
            r = (unsigned)(o.r[0] - '0');
        }
        out_len = parse_length(o.length, 32);
        uint64_t max = 32 * ((((uint64_t)1) << (8 * r)) - 1);
        if (out_len > max)
            fail(EXIT_USAGE, "--length: at most %llu bytes with --r %u (2^(8R) - 1 blocks of 32)",
                 (unsigned long long)max, r);
        size_t klen, llen, slen;
        uint8_t *key = parse_any_key(o.key, &klen);
        uint8_t *label = parse_hex("--label", o.label, &llen);
        uint8_t *seed = parse_hex("--seed", o.seed, &slen);
        check_backend(o.backend);
        out = xmalloc(out_len);
        rc = tree ? gostgen_kdf_tree(o.backend, key, klen, label, llen, seed, slen, r, out,
                                     out_len)
                  : gostgen_kdf_256(o.backend, key, klen, label, llen, seed, slen, out);
        wipe(key, klen);
        free(key);
        free(label);
        free(seed);
    }
    if (rc != GOSTGEN_OK)
        fail_status(rc, "kdf");
    print_derived(o.output, out, out_len);
    free(out);
    return 0;
}

static int cmd_pbkdf2(int argc, char **argv)
{
    opts o;
    parse_opts("pbkdf2", "salt iterations length backend output", argc, argv, &o);
    if (o.salt == NULL)
        fail(EXIT_USAGE, "pbkdf2: --salt is required (hex)");
    if (o.iterations == NULL)
        fail(EXIT_USAGE, "pbkdf2: --iterations is required");
    uint64_t iterations = parse_range("--iterations", o.iterations, 1, UINT64_MAX);
    size_t out_len = parse_length(o.length, 64);
    size_t slen;
    uint8_t *salt = parse_hex("--salt", o.salt, &slen);
    check_backend(o.backend);
    if (o.output == NULL && g_stdout_closed)
        fail(EXIT_IO, "writing standard output: standard output is closed");
    /* The password: standard input exactly as given. read_fd grows its buffer with realloc,
     * which does not wipe the old block: read it in one fixed block instead. */
    size_t cap = 1 << 16, plen = 0;
    uint8_t *pw = xmalloc(cap);
    for (;;) {
        if (plen == cap) {
            uint8_t *bigger = xmalloc(2 * cap);
            memcpy(bigger, pw, plen);
            wipe(pw, cap);
            free(pw);
            pw = bigger;
            cap *= 2;
        }
        ssize_t n = read(STDIN_FILENO, pw + plen, cap - plen);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            wipe(pw, cap);
            fail(EXIT_IO, "reading the password from standard input: %s", read_error(e));
        }
        if (n == 0)
            break;
        plen += (size_t)n;
    }
    uint8_t *out = xmalloc(out_len);
    int rc = gostgen_pbkdf2(o.backend, pw, plen, salt, slen, iterations, out, out_len);
    wipe(pw, cap);
    free(pw);
    free(salt);
    if (rc != GOSTGEN_OK)
        fail_status(rc, "pbkdf2");
    print_derived(o.output, out, out_len);
    free(out);
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

/* The compiled-in S-box sets, the default first: "NAME  OID" lines, or JSON with the rows (what
 * `gostgen check` reads to know which sets to test). */
static int cmd_sboxes(int argc, char **argv)
{
    opts o;
    parse_opts("sboxes", "json", argc, argv, &o);
    size_t n = gostgen_sbox_count();
    const gostgen_sbox *def = gostgen_sbox_default();
    strbuf out = {0};
    int w = 4;
    for (size_t i = 0; i < n; i++)
        if ((int)strlen(gostgen_sbox_name(gostgen_sbox_at(i))) > w)
            w = (int)strlen(gostgen_sbox_name(gostgen_sbox_at(i)));
    if (o.json)
        sb_puts(&out, n ? "[" : "[]\n");
    else
        sb_printf(&out, "%-*s  OID\n", w, "NAME");
    for (size_t i = 0; i < n; i++) {
        const gostgen_sbox *s = gostgen_sbox_at(i);
        const char *oid = gostgen_sbox_oid(s);
        if (!o.json) {
            sb_printf(&out, "%-*s  %s%s\n", w, gostgen_sbox_name(s), *oid ? oid : "-",
                      s == def ? "  (default)" : "");
            continue;
        }
        uint8_t rows[8][16];
        gostgen_sbox_rows(s, rows);
        sb_puts(&out, i ? ",\n  {\"name\": " : "\n  {\"name\": ");
        json_string(&out, gostgen_sbox_name(s));
        sb_puts(&out, ", \"oid\": ");
        json_string(&out, oid);
        sb_printf(&out, ", \"default\": %s, \"rows\": [", s == def ? "true" : "false");
        for (int r = 0; r < 8; r++) {
            sb_puts(&out, r ? ", \"" : "\"");
            for (int c = 0; c < 16; c++)
                sb_printf(&out, "%X", rows[r][c]);
            sb_puts(&out, "\"");
        }
        sb_puts(&out, "]}");
    }
    if (o.json && n)
        sb_puts(&out, "\n]\n");
    write_all(out.p, out.len);
    return 0;
}

int main(int argc, char **argv)
{
    /* A closed pipe must be reported as a write error, not kill the process silently. */
    signal(SIGPIPE, SIG_IGN);
    {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        const int ends[] = {SIGINT, SIGTERM, SIGHUP};
        for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
            struct sigaction old;
            /* a signal the caller set to be ignored (nohup) stays ignored */
            if (sigaction(ends[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
                sigaction(ends[i], &sa, NULL);
        }
    }
    /* A standard descriptor closed by the caller (">&-") would be handed out again by the next
     * open(): file data could then be written to "stdout", or a message into an output file.
     * Hold each one with /dev/null, stdin write-only and stdout read-only so that using it
     * fails. */
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            int nfd = open("/dev/null", fd == STDOUT_FILENO ? O_RDONLY : O_WRONLY);
            if (nfd >= 0 && nfd != fd) {
                dup2(nfd, fd);
                close(nfd);
            }
            if (fd == STDOUT_FILENO)
                g_stdout_closed = 1;
            if (fd == STDIN_FILENO)
                g_stdin_closed = 1;
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
    if (strcmp(cmd, "hmac") == 0)
        return cmd_hmac(argc - 2, argv + 2);
    if (strcmp(cmd, "kdf") == 0)
        return cmd_kdf(argc - 2, argv + 2);
    if (strcmp(cmd, "pbkdf2") == 0)
        return cmd_pbkdf2(argc - 2, argv + 2);
    if (strcmp(cmd, "backends") == 0)
        return cmd_backends(argc - 2, argv + 2);
    if (strcmp(cmd, "sboxes") == 0)
        return cmd_sboxes(argc - 2, argv + 2);
    fail(EXIT_USAGE, "unknown command '%s' (commands: encrypt, decrypt, mac, hash, hmac, kdf, "
                     "pbkdf2, backends, sboxes)", cmd);
    return EXIT_USAGE;
}
