/* fuzz_gostcli.c: libFuzzer target for gostcli's argument parsing and input handling.
 *
 * gostcli.c is compiled unchanged with -Dmain=gostcli_main (tests/fuzz/CMakeLists.txt). Each
 * input becomes a command line and a standard input:
 *   - records are separated by newlines, or by NUL bytes if the input starts with a NUL byte;
 *   - a first record GOSTGEN_BACKEND=NAME sets that variable for the run;
 *   - the records up to one that is exactly "<<<" are the arguments (after argv[0] "gostcli");
 *     everything after that record is standard input.
 * gostcli runs in a forked child (it calls exit() on errors), in a scratch folder holding a few
 * fixture files (an S-box TOML file, a bad one, data, and "input": a copy of the standard
 * input, so that --sbox input and hash input read fuzzed files); an argument with a '/' is not run, so no
 * file outside that folder is read or written, nor is a pbkdf2 asked for more HMACs than the
 * alarm below allows (asks_for_long_work). The parent checks:
 *   - the child exited (a signal, e.g. a sanitizer abort or the 10 s alarm, is a finding) with
 *     status 0, 1 or 2;
 *   - status 0: nothing on stderr; non-zero: stdout empty, stderr exactly one line starting
 *     "gostcli: error: " with no other control characters, and no file left behind or changed
 *     in the scratch folder (no partial output). Except hash with status 1, which goes on past
 *     files it cannot read as sha256sum does: stdout free, stderr lines of text each starting
 *     "gostcli: error: " or "gostcli: WARNING: ", no file left behind or changed.
 * A finding prints the command line, the status and both outputs, then aborts (libFuzzer writes
 * the reproducer). Coverage: the child's coverage counters are copied back through shared
 * memory, so libFuzzer's guidance sees what the child ran. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sanitizer/common_interface_defs.h>

int gostcli_main(int argc, char **argv);

#define MAX_ARGS 64
#define MAX_CAPTURE (1 << 20)

/* Sanitizer errors abort (a signal the parent sees, not an exit status 1 that would look like
 * gostcli's own I/O error); leaks are not checked: gostcli leaves its buffers to exit(). */
const char *__asan_default_options(void);
const char *__ubsan_default_options(void);
const char *__asan_default_options(void)
{
    return "abort_on_error=1:detect_leaks=0";
}
const char *__ubsan_default_options(void)
{
    return "abort_on_error=1:print_stacktrace=1";
}

/* The inline 8-bit coverage counters of this binary (sancov_counters.c), for the copy back. */
uint8_t *gg_fuzz_counters(size_t *n);
static uint8_t *cntrs, *shared_cntrs;
static size_t ncntrs;

static char dir[256], work[300], f_in[300], f_out[300], f_err[300];

static const struct fixture {
    const char *name, *text;
} fixtures[] = {
    {"sbox.toml", "# the \"test\" set, RFC 4357 11.2\nname = \"fuzz-set\"\noid = \"1.2.3\"\n"
                  "rows = [\n  \"42F59108E3BCD7A6\",\n  \"C9FE813A274D60B5\",\n"
                  "  \"D8EC739A15246F0B\",\n  \"E9B25F710DC6A438\",\n  \"3E59680DAB7C21F4\",\n"
                  "  \"8F6B19C5D37A0E24\",\n  \"9BC0367548EF1A2D\",\n  \"C652B09D3E7AF418\",\n]\n"},
    {"bad.toml", "rows = [\"42F59108E3BCD7A6\", \"C9FE\"]\nname = 'x'\n"},
    {"data.bin", "abc\001\002\003 some data\n"},
    {"empty", ""},
    {"input", NULL}, /* a copy of the standard input: --sbox input parses fuzzed TOML */
};
#define NFIX (sizeof fixtures / sizeof *fixtures)

static void die(const char *what)
{
    fprintf(stderr, "fuzz_gostcli: %s: %s\n", what, strerror(errno));
    abort();
}

static void write_file(const char *path, const void *data, size_t len)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        die(path);
    const char *p = data;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0)
            die(path);
        p += n;
        len -= (size_t)n;
    }
    close(fd);
}

/* Up to MAX_CAPTURE bytes of a file, NUL-terminated, in buffer slot (0..2); *len: its size. */
static char *read_file(const char *path, size_t *len, int slot)
{
    static char bufs[3][MAX_CAPTURE + 1];
    char *buf = bufs[slot];
    int fd = open(path, O_RDONLY);
    size_t n = 0;
    if (fd >= 0) {
        ssize_t r;
        while (n < MAX_CAPTURE && (r = read(fd, buf + n, MAX_CAPTURE - n)) > 0)
            n += (size_t)r;
        struct stat sb;
        if (fstat(fd, &sb) == 0 && (size_t)sb.st_size > n)
            n = (size_t)sb.st_size < MAX_CAPTURE ? (size_t)sb.st_size : MAX_CAPTURE;
        close(fd);
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static void copy_counters(void)
{
    if (shared_cntrs != NULL)
        memcpy(shared_cntrs, cntrs, ncntrs);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/gostcli-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (mkdtemp(dir) == NULL)
        die("mkdtemp");
    snprintf(work, sizeof work, "%s/work", dir);
    snprintf(f_in, sizeof f_in, "%s/stdin", dir);
    snprintf(f_out, sizeof f_out, "%s/stdout", dir);
    snprintf(f_err, sizeof f_err, "%s/stderr", dir);
    if (mkdir(work, 0700) != 0)
        die(work);
    cntrs = gg_fuzz_counters(&ncntrs);
    if (cntrs != NULL) {
        shared_cntrs = mmap(NULL, ncntrs, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (shared_cntrs == MAP_FAILED)
            shared_cntrs = NULL;
    }
    return 0;
}

/* Cleans the scratch folder back to the fixtures; returns 1 if anything else was there or a
 * fixture had changed. */
static int reset_work(int report, const char *in, size_t in_len)
{
    int changed = 0;
    DIR *d = opendir(work);
    if (d == NULL)
        die(work);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        int fix = 0;
        for (size_t i = 0; i < NFIX; i++)
            fix |= strcmp(e->d_name, fixtures[i].name) == 0;
        if (!fix) {
            if (report)
                fprintf(stderr, "fuzz_gostcli: left in the folder: '%s'\n", e->d_name);
            changed = 1;
            char p[600];
            snprintf(p, sizeof p, "%s/%s", work, e->d_name);
            if (unlink(p) != 0 && rmdir(p) != 0)
                die(p);
        }
    }
    closedir(d);
    for (size_t i = 0; i < NFIX; i++) {
        char p[600];
        size_t len;
        const char *text = fixtures[i].text ? fixtures[i].text : in;
        size_t tlen = fixtures[i].text ? strlen(text) : in_len;
        snprintf(p, sizeof p, "%s/%s", work, fixtures[i].name);
        const char *now = read_file(p, &len, 2);
        if (len != tlen || (tlen > 0 && memcmp(now, text, len) != 0)) {
            if (report)
                fprintf(stderr, "fuzz_gostcli: fixture '%s' changed\n", fixtures[i].name);
            changed = 1;
            write_file(p, text, tlen);
        }
    }
    return changed;
}

static void show_args(int argc, char **argv)
{
    fprintf(stderr, "fuzz_gostcli: command line:");
    for (int i = 0; i < argc; i++) {
        fprintf(stderr, " '");
        for (const char *c = argv[i]; *c; c++)
            fprintf(stderr, (unsigned char)*c < 0x20 || *c == 0x7f ? "\\x%02x" : "%c",
                    (unsigned char)*c);
        fprintf(stderr, "'");
    }
    fprintf(stderr, "\n");
}

/* Whether the command line asks for more work than the 10 s alarm allows on purpose: a pbkdf2
 * costs one HMAC per iteration and 64-byte output block, so one asked for more than MAX_HMACS
 * of them (--iterations N times --length BYTES / 64, either as --opt V or --opt=V) is a valid
 * request that runs as long as it was asked to, not a hang (.ci/run's fuzz step found
 * --iterations 21314151617180; --length 1048576 makes even 1000 iterations 16 million HMACs). */
#define MAX_HMACS 100000
static unsigned long long option_number(int argc, char **argv, const char *name,
                                        unsigned long long dflt)
{
    size_t n = strlen(name);
    for (int i = 1; i < argc; i++) {
        const char *v = NULL;
        if (strcmp(argv[i], name) == 0 && i + 1 < argc)
            v = argv[i + 1];
        else if (strncmp(argv[i], name, n) == 0 && argv[i][n] == '=')
            v = argv[i] + n + 1;
        if (v != NULL && v[0] >= '0' && v[0] <= '9')
            return strtoull(v, NULL, 10); /* ULLONG_MAX past the range: still "long" */
    }
    return dflt;
}

static int asks_for_long_work(int argc, char **argv)
{
    unsigned long long iterations = option_number(argc, argv, "--iterations", 1);
    unsigned long long blocks = (option_number(argc, argv, "--length", 64) + 63) / 64;
    return blocks > 0 && iterations > MAX_HMACS / blocks;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char sep = '\n';
    if (size > 0 && data[0] == 0) {
        sep = 0;
        data++;
        size--;
    }
    /* split into records (copies, NUL-terminated) */
    char *copy = malloc(size + 1);
    memcpy(copy, data, size);
    copy[size] = '\0';
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    argv[argc++] = "gostcli";
    const char *backend_env = NULL;
    const char *in = NULL;
    size_t in_len = 0;
    size_t pos = 0;
    int first = 1;
    while (pos < size) {
        char *rec = copy + pos;
        char *end = memchr(rec, sep, size - pos);
        size_t rlen = end ? (size_t)(end - rec) : size - pos;
        rec[rlen] = '\0';
        pos += rlen + 1;
        if (strlen(rec) != rlen) /* a NUL inside a newline-separated record: not a C string */
            goto skip;
        if (strcmp(rec, "<<<") == 0) {
            in = (const char *)data + (pos < size ? pos : size);
            in_len = pos < size ? size - pos : 0;
            break;
        }
        if (first && strncmp(rec, "GOSTGEN_BACKEND=", 16) == 0) {
            backend_env = rec + 16;
            first = 0;
            continue;
        }
        first = 0;
        if (strchr(rec, '/') != NULL || argc > MAX_ARGS)
            goto skip; /* stay inside the scratch folder */
        argv[argc++] = rec;
    }
    argv[argc] = NULL;
    if (asks_for_long_work(argc, argv))
        goto skip;

    reset_work(0, in, in_len);
    write_file(f_in, in, in_len);
    int fd_in = open(f_in, O_RDONLY);
    int fd_out = open(f_out, O_RDWR | O_CREAT | O_TRUNC, 0600);
    int fd_err = open(f_err, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd_in < 0 || fd_out < 0 || fd_err < 0)
        die("capture files");
    if (shared_cntrs != NULL)
        memset(shared_cntrs, 0, ncntrs);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        die("fork");
    if (pid == 0) {
        /* The child: libFuzzer's exit and crash handlers must not run here (an exit() from
         * gostcli is its normal way out); sanitizer reports abort (see the default options). */
        int real_err = dup(2);
        __sanitizer_set_report_fd((void *)(intptr_t)real_err);
        __sanitizer_set_death_callback(NULL);
        __sanitizer_acquire_crash_state();
        static const int sigs[] = {SIGABRT, SIGALRM, SIGBUS, SIGFPE, SIGILL, SIGINT, SIGTERM,
                                   SIGXCPU, SIGUSR1, SIGUSR2};
        for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
            signal(sigs[i], SIG_DFL);
        if (dup2(fd_in, 0) < 0 || dup2(fd_out, 1) < 0 || dup2(fd_err, 2) < 0 || chdir(work) != 0)
            _exit(99);
        close(fd_in);
        close(fd_out);
        close(fd_err);
        if (backend_env != NULL)
            setenv("GOSTGEN_BACKEND", backend_env, 1);
        else
            unsetenv("GOSTGEN_BACKEND");
        atexit(copy_counters);
        alarm(10);
        exit(gostcli_main(argc, argv));
    }
    close(fd_in);
    close(fd_out);
    close(fd_err);
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            die("waitpid");
    if (shared_cntrs != NULL)
        for (size_t i = 0; i < ncntrs; i++)
            if (shared_cntrs[i] > cntrs[i])
                cntrs[i] = shared_cntrs[i];

    size_t out_len, err_len;
    (void)read_file(f_out, &out_len, 0);
    char *err = read_file(f_err, &err_len, 1);
    const char *problem = NULL;
    int code = -1;
    if (WIFSIGNALED(st)) {
        problem = WTERMSIG(st) == SIGALRM ? "no exit within 10 s" : "killed by a signal";
    } else {
        code = WEXITSTATUS(st);
        if (code != 0 && code != 1 && code != 2) {
            problem = "exit status not 0, 1 or 2";
        } else if (code == 0) {
            if (err_len != 0)
                problem = "success, but text on stderr";
        } else if (code == 1 && argc > 1 &&
                   (strcmp(argv[1], "hash") == 0 || strcmp(argv[1], "hmac") == 0)) {
            /* hash (and hmac) go on past a file they cannot read, as sha256sum: the digests of
             * the others (or --check's verdicts) on stdout, one line per problem on stderr,
             * status 1. */
            int bol = 1;
            for (size_t i = 0; i < err_len && problem == NULL; i++) {
                if (bol && strncmp(err + i, "gostcli: error: ", 16) != 0 &&
                    strncmp(err + i, "gostcli: WARNING: ", 18) != 0)
                    problem = "hash: a stderr line that is not 'gostcli: error:' or 'WARNING:'";
                bol = err[i] == '\n';
                if (!bol && ((unsigned char)err[i] < 0x20 || err[i] == 0x7f))
                    problem = "hash: stderr is not lines of text";
            }
            if (problem == NULL && (err_len == 0 || err[err_len - 1] != '\n'))
                problem = "hash: status 1 without a complete line on stderr";
            if (problem == NULL && reset_work(1, in, in_len))
                problem = "hash: a file was left behind or changed";
        } else {
            const char *prefix = "gostcli: error: ";
            if (out_len != 0)
                problem = "failure, but output on stdout";
            else if (strncmp(err, prefix, strlen(prefix)) != 0)
                problem = "stderr does not start with 'gostcli: error: '";
            else if (err_len < 2 || err[err_len - 1] != '\n')
                problem = "stderr does not end with a newline";
            else
                for (size_t i = 0; i + 1 < err_len; i++)
                    if ((unsigned char)err[i] < 0x20 || err[i] == 0x7f) {
                        problem = "stderr is not one line of text";
                        break;
                    }
            if (problem == NULL && reset_work(1, in, in_len))
                problem = "failure, but a file was left behind or changed";
        }
    }
    if (problem != NULL) {
        fprintf(stderr, "fuzz_gostcli: FINDING: %s\n", problem);
        show_args(argc, argv);
        if (backend_env)
            fprintf(stderr, "fuzz_gostcli: GOSTGEN_BACKEND='%s'\n", backend_env);
        if (WIFSIGNALED(st))
            fprintf(stderr, "fuzz_gostcli: signal %d (%s)\n", WTERMSIG(st), strsignal(WTERMSIG(st)));
        else
            fprintf(stderr, "fuzz_gostcli: exit status %d, %zu bytes on stdout\n", code, out_len);
        fprintf(stderr, "fuzz_gostcli: stderr (%zu bytes):\n%s\n", err_len, err);
        abort();
    }
    free(copy);
    return 0;
skip:
    free(copy);
    return -1;
}
