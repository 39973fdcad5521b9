// SPDX-License-Identifier: GPL-2.0
/*
 * import.c - pstate-trace import: trace.dat files and ftrace text (kernel
 * trace output, trace-cmd report, systrace) into the same database that
 * record writes, through the same event-to-row mapping (loader.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "trace_cmds.h"
#include "db.h"
#include "ftrace_text.h"
#include "import_dat.h"
#include "litter.h"
#include "loader.h"
#include "msg.h"
#include "quote.h"
#include "results.h"
#include "rundb.h"
#include "strbuf.h"
#include "summary.h"
#include "workload.h"

enum {
	OPT_CPU_ATTR = 256,
	OPT_WORKLOAD_LOG,
	OPT_SINGLE_THREAD,
	OPT_KERNEL,
};

#define MAX_BAD_SHOWN 5

struct import_params {
	struct run_opts run;
	struct kv *attrs; /* --cpu-attr */
	int nr_attrs;
	const char *workload_log;
	int single_thread;
	const char *kernel; /* --kernel: the release a text trace was taken on */
	const char *file;
};

static const char import_usage[] =
	"usage: pstate-trace import [options] FILE\n"
	"\n"
	"Read a trace into a run database, as `record` writes it.  FILE is a\n"
	"trace-cmd trace.dat (any version libtracecmd reads), the text of\n"
	"/sys/kernel/tracing/trace or trace_pipe, `trace-cmd report` output, or an\n"
	"Android systrace HTML; the format is told from the content.  With -, it\n"
	"is read from stdin; pipes work (a trace.dat is copied first).\n"
	"\n"
	"  -o, --output FILE          database to write (default pstate.db; an\n"
	"                             existing file is renamed to FILE.old)\n"
	"      --cpu-attr NAME=VALUE  set a column of the cpu table for every CPU\n"
	"                             (highest_perf, nominal_perf,\n"
	"                             lowest_nonlinear_perf, lowest_perf,\n"
	"                             nominal_freq_mhz, max_khz, min_khz, base_khz,\n"
	"                             rate_limit_us, driver, governor); repeatable\n"
	"      --meta KEY=VALUE       add a meta row; repeatable\n"
	"      --label NAME           run label (e.g. amd-pstate/schedutil)\n"
	"      --param NAME=VALUE     the benchmark's scaling parameter\n"
	"      --benchmark NAME       benchmark name\n"
	"      --workload-log FILE    the benchmark's output, parsed into\n"
	"                             workload_result\n"
	"      --kernel RELEASE       text: the kernel release it was traced on\n"
	"                             (meta kernel_release), which decodes the\n"
	"                             numeric prev_state of trace-cmd report -R\n"
	"      --single-thread        decode and insert on one thread\n"
	"  -q, --quiet                no summary; one line when something was\n"
	"                             wrong with the input\n"
	"  -v, --verbose              more messages\n"
	"  -h, --help                 this help\n"
	"\n"
	"Exit status: 0; 1 when the import failed or the trace is truncated (what\n"
	"was readable is imported and meta truncated is 1); 2 on a usage error or\n"
	"when FILE is not a trace; 128+N when ended by signal N (nothing written).\n"
	"See pstate-trace-import(1).\n";

/* the cpu columns --cpu-attr sets; numbers must be integers of at least @min */
static const struct {
	const char *name;
	int number;
	long long min; /* the analyzer divides by those of 1 */
} attr_cols[] = {
	{ "highest_perf", 1, 1 },  { "nominal_perf", 1, 1 },  { "lowest_nonlinear_perf", 1, 0 },
	{ "lowest_perf", 1, 0 },   { "nominal_freq_mhz", 1, 1 }, { "max_khz", 1, 1 },
	{ "min_khz", 1, 0 },       { "base_khz", 1, 1 },      { "rate_limit_us", 1, 0 },
	{ "driver", 0, 0 },        { "governor", 0, 0 },      { NULL, 0, 0 },
};

/* check_attr - whether the VALUE of a --cpu-attr NAME=VALUE fits column @i (printed) */
static int check_attr(int i, const char *arg, const char *value)
{
	long long n;
	char *end;

	if (!attr_cols[i].number)
		return 0;
	errno = 0;
	n = strtoll(value, &end, 10);
	if (!*value || *end || value[0] == ' ' || value[0] == '+') {
		pt_err("--cpu-attr: %s: not an integer", arg);
		return -1;
	}
	if (errno == ERANGE) {
		pt_err("--cpu-attr: %s: out of range", arg);
		return -1;
	}
	if (n < attr_cols[i].min) {
		pt_err("--cpu-attr: %s: %s", arg, attr_cols[i].min ? "must be a positive integer" :
				     "must not be negative");
		return -1;
	}
	return 0;
}

static int parse_args(int argc, char **argv, struct import_params *p)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		RUN_LONG_OPTIONS,
		{ "cpu-attr", required_argument, NULL, OPT_CPU_ATTR },
		{ "workload-log", required_argument, NULL, OPT_WORKLOAD_LOG },
		{ "single-thread", no_argument, NULL, OPT_SINGLE_THREAD },
		{ "kernel", required_argument, NULL, OPT_KERNEL },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c, i, rc;

	p->run.output = "pstate.db";
	while ((c = getopt_long(argc, argv, "o:qvh", opts, NULL)) != -1) {
		rc = run_opts_option(&p->run, c, optarg);
		if (rc < 0)
			return -1;
		if (rc > 0)
			continue;
		switch (c) {
		case 'o':
			p->run.output = optarg;
			break;
		case OPT_CPU_ATTR: {
			const char *eq = strchr(optarg, '=');

			for (i = 0; eq && attr_cols[i].name; i++)
				if (!strncmp(optarg, attr_cols[i].name, eq - optarg) &&
				    attr_cols[i].name[eq - optarg] == '\0')
					break;
			if (!eq || !attr_cols[i].name) {
				pt_err("--cpu-attr: '%s' is not NAME=VALUE with NAME a cpu column "
				       "(see --help)", optarg);
				return -1;
			}
			if (check_attr(i, optarg, eq + 1) < 0)
				return -1;
			/* the last of a repeated NAME counts, as for every option */
			if (kv_set(&p->attrs, &p->nr_attrs, "--cpu-attr", optarg) < 0)
				return -1;
			break;
		}
		case OPT_WORKLOAD_LOG:
			p->workload_log = optarg;
			break;
		case OPT_SINGLE_THREAD:
			p->single_thread = 1;
			break;
		case OPT_KERNEL:
			p->kernel = optarg;
			break;
		case 'q':
			pt_verbose = 0;
			break;
		case 'v':
			pt_verbose = 2;
			break;
		case 'h':
			fputs(import_usage, stdout);
			exit(0);
		default:
			fputs(import_usage, stderr);
			return -1;
		}
	}
	if (optind != argc - 1) {
		pt_err("import: %s", optind < argc ? "one FILE at a time" : "no FILE given");
		fputs(import_usage, stderr);
		return -1;
	}
	p->file = argv[optind];
	return 0;
}

/* ---- text --------------------------------------------------------------- */

struct lost_pending {
	long long count; /* -1: some, number unknown */
	int pending;
};

/* lost_flush - lost events noted before @cpu's next event: given that event's time */
static int lost_flush(struct loader *l, struct lost_pending *lp, int cpu, uint64_t ts)
{
	if (cpu < 0 || cpu >= PT_MAX_CPUS || !lp[cpu].pending)
		return 0;
	lp[cpu].pending = 0;
	return loader_lost(l, cpu, ts, lp[cpu].count);
}

/* not_read - a line that is not imported: counted, the first few shown with @why */
static void not_read(const struct import_params *p, unsigned long *bad, unsigned long line_no,
		     const char *why, const char *line, size_t len)
{
	if (++*bad <= MAX_BAD_SHOWN)
		pt_warn("%s:%lu: %s: %.*s", p->file, line_no, why, (int)(len > 60 ? 60 : len),
			line);
}

/* cut_why - why a line the reader had to cut is not read; NULL when it is whole */
static const char *cut_why(const struct ftrace_text_reader *rd)
{
	switch (ftrace_text_reader_cut(rd)) {
	case FTR_CUT_LONG:
		return "longer than 1 MiB, not read";
	case FTR_CUT_EOF:
		return "the file ends inside this line (no newline), not read";
	default:
		return NULL;
	}
}

/* too_many_cpus - the message for a CPU number no kernel has; NULL for a good one */
static const char *too_many_cpus(int cpu, char *buf, size_t size)
{
	if (cpu >= 0 && cpu < PT_MAX_CPUS)
		return NULL;
	snprintf(buf, size, "CPU %d is past the last a kernel can have (%d), not read", cpu,
		 PT_MAX_CPUS - 1);
	return buf;
}

/* header_num - the decimal at @s, up to @e (the line is not NUL-terminated); at most LLONG_MAX */
static long long header_num(const char *s, const char *e)
{
	long long n = 0;

	for (; s < e && *s >= '0' && *s <= '9'; s++)
		n = n > (LLONG_MAX - 9) / 10 ? LLONG_MAX : n * 10 + (*s - '0');
	return n;
}

static int import_text(const struct import_params *p, FILE *f, const char *head, size_t hlen,
		       enum ftrace_format fmt, struct rundb *r, struct summary *sum,
		       int *nr_cpus, uint64_t *span, uint64_t *nr_events, unsigned long *unparsed,
		       unsigned long *cut_line, unsigned long *last_kept,
		       struct ftrace_text_blocks *blocks)
{
	struct lost_pending *lp = calloc(PT_MAX_CPUS, sizeof(*lp));
	struct ftrace_text_reader *rd;
	struct ftrace_line *fl;
	struct loader *l;
	unsigned long line_no = 0, lines = 0, bad = 0, events = 0, invalid = 0;
	const char *line, *why;
	char whybuf[96];
	size_t len;
	int rc, ret = 0, max_cpu = -1, header_cpus = 0, i, nbad;

	fl = malloc(sizeof(*fl));
	rd = ftrace_text_reader_open_head(f, fmt, head, hlen);
	l = loader_open(r->db, !p->single_thread);
	if (!fl || !rd || !l || !lp) {
		ret = -1;
		goto out;
	}
	loader_set_release(l, p->kernel);
	while ((rc = ftrace_text_reader_next(rd, &line, &len, &line_no)) > 0) {
		enum ftrace_line_kind kind = ftrace_parse_line(line, len, fl);
		const struct text_field *tf;

		lines++;
		/* a line cut short may read as an event with a digit less; the
		 * last line of text with no newline after it is kept when it
		 * reads whole (many writers leave the newline out) */
		why = kind == FTL_EVENT || kind == FTL_LOST ? cut_why(rd) : NULL;
		if (why && kind == FTL_EVENT && fmt == FMT_FTRACE_TEXT &&
		    ftrace_text_reader_cut(rd) == FTR_CUT_EOF && loader_text_whole(l, &fl->ev)) {
			pt_warn("%s:%lu: no newline at the end of the file: the last line is "
				"kept, as it reads whole", p->file, line_no);
			*last_kept = line_no;
			why = NULL;
		}
		if (!why && kind == FTL_EVENT)
			why = too_many_cpus(fl->ev.cpu, whybuf, sizeof(whybuf));
		if (!why && kind == FTL_LOST)
			why = too_many_cpus(fl->lost_cpu, whybuf, sizeof(whybuf));
		if (why) {
			not_read(p, &bad, line_no, why, line, len);
			continue;
		}
		switch (kind) {
		case FTL_EVENT:
			events++;
			if (fl->ev.cpu > max_cpu)
				max_cpu = fl->ev.cpu;
			if (lost_flush(l, lp, fl->ev.cpu, fl->ev.ts) < 0) {
				ret = -1;
				goto out;
			}
			nbad = loader_text(l, &fl->ev);
			if (nbad < 0) {
				ret = -1;
				goto out;
			}
			tf = nbad ? loader_text_invalid(l, &why) : NULL;
			invalid += (unsigned long)nbad;
			if (tf && invalid - (unsigned long)nbad < MAX_BAD_SHOWN)
				pt_warn("%s:%lu: %.*s=%.*s: %s, stored as NULL", p->file, line_no,
					tf->key_len, tf->key, tf->val_len > 40 ? 40 : tf->val_len,
					tf->val, why);
			break;
		case FTL_LOST:
			/* lost before the CPU's next event: stamped with its time */
			summary_lost(sum, fl->lost_cpu, fl->lost_count);
			{
				struct lost_pending *e = &lp[fl->lost_cpu];
				long long n = fl->lost_count;

				/* an unknown number in the sum makes it unknown */
				if (!e->pending)
					e->count = n;
				else if (e->count >= 0 && n >= 0 && e->count <= LLONG_MAX - n)
					e->count += n;
				else
					e->count = -1;
				e->pending = 1;
			}
			break;
		case FTL_COMMENT: {
			const char *hp = memmem(line, len, "#P:", 3);
			long long n = 0;

			/* "# entries-in-buffer/entries-written: N/N   #P:8", "cpus=6" */
			if (hp)
				n = header_num(hp + 3, line + len);
			else if (len > 5 && !memcmp(line, "cpus=", 5))
				n = header_num(line + 5, line + len);
			if (n > PT_MAX_CPUS)
				pt_warn("%s:%lu: the header says %lld CPUs, more than a kernel can "
					"have (%d): not taken", p->file, line_no, n, PT_MAX_CPUS);
			else if (n > 0)
				header_cpus = (int)n;
			break;
		}
		default:
			not_read(p, &bad, line_no, "not a trace line", line, len);
			break;
		}
	}
	if (rc < 0) {
		pt_err("%s: %s", p->file, strerror(errno));
		ret = -1;
	}
	/* cut short, as a partial copy or a full disk leaves a file: said and
	 * marked, as a cut trace.dat is */
	*cut_line = 0;
	if (!ret && ftrace_text_reader_truncated(rd) && !*last_kept) {
		*cut_line = line_no ? line_no : 1;
		if (cut_why(rd))
			pt_err("%s: truncated inside line %lu: the lines before it are imported",
			       p->file, line_no);
		else
			pt_err("%s: truncated: its trace-data block has no end (</script>): the "
			       "lines in it are imported", p->file);
	}
	for (i = 0; i < PT_MAX_CPUS && l && !ret; i++)
		if (lost_flush(l, lp, i, loader_last_ts(l)) < 0)
			ret = -1;
	if (bad > MAX_BAD_SHOWN)
		pt_warn("%s: %lu lines did not parse (%d shown)", p->file, bad, MAX_BAD_SHOWN);
	if (invalid > MAX_BAD_SHOWN)
		pt_warn("%s: %lu invalid values stored as NULL (%d shown)", p->file, invalid,
			MAX_BAD_SHOWN);
	summary_unparsed(sum, bad);
	*unparsed = bad;
	if (loader_states_numeric(l))
		pt_warn("%s: sched_switch prev_state is a number (trace-cmd report -R), whose "
			"letters depend on the kernel: %llu kept as numbers; --kernel "
			"RELEASE decodes them", p->file,
			(unsigned long long)loader_states_numeric(l));
	ftrace_text_reader_blocks(rd, blocks);
	if (fmt == FMT_SYSTRACE)
		pt_debug("%s: %u trace-data blocks of ftrace text read, %u of other data (process "
			 "dump, JSON) not; %u legacy linuxPerfData strings", p->file, blocks->read,
			 blocks->skipped, blocks->legacy);
	if (!events && !ret && fmt == FMT_SYSTRACE && !ftrace_text_reader_saw_data(rd)) {
		pt_err("%s: an HTML with no systrace data: no <script class=\"trace-data\"> "
		       "block, no var linuxPerfData string", p->file);
		ret = -2;
	} else if (!events && !ret) {
		pt_err("%s: no trace events recognised in %lu lines", p->file, lines);
		ret = -2;
	}
	*nr_cpus = max_cpu + 1 > header_cpus ? max_cpu + 1 : header_cpus;
	*nr_events = events;
	pt_debug("%s: %lu lines: %lu events on %d CPUs, %lu not trace lines; the header "
		 "names %d CPUs", p->file, lines, events, max_cpu + 1, bad, header_cpus);
	if (header_cpus && max_cpu + 1 > header_cpus)
		pt_warn("%s: the header says %d CPUs, events name CPU %d", p->file, header_cpus,
			max_cpu);
out:
	if (l) {
		uint64_t numeric = loader_states_numeric(l);

		summary_loader(sum, l);
		span[0] = loader_first_ts(l);
		span[1] = loader_last_ts(l);
		if (loader_close(l) < 0)
			ret = -1;
		/* after loader_close(): until it has joined the inserter
		 * thread, that thread alone may use the connection */
		if (!ret && db_set_meta_int(r->db, "prev_state_numeric", (long long)numeric) < 0)
			ret = -1;
	}
	if (rd)
		ftrace_text_reader_close(rd);
	free(fl);
	free(lp);
	return ret;
}

/* ---- signals -------------------------------------------------------------- */

/*
 * An import has nothing to keep: SIGINT, SIGTERM and SIGHUP (unless ignored
 * at our start, nohup) end it at once, wherever it is (a pipe that gives
 * nothing, libtracecmd's reader, a long COMMIT or index build).  The handler
 * kills the reader child, removes the temporary database (when it is still
 * ours), says so in a message made beforehand, and exits 128+N; the copy of
 * a pipe and the padded copy have no name, and go with us.  Only while the
 * database is renamed into place is a signal noted instead, for
 * rundb_finish() to abandon it between the renames (putting an old file
 * back) or, once it is in place, to say it came too late.
 */
static struct {
	volatile sig_atomic_t dir_fd, lock_fd; /* the temporary database's; -1: none yet */
	const char *volatile name;             /* its name in dir_fd */
	volatile sig_atomic_t noting, noted;   /* note the signal in noted, not exit */
	char msg[600];
	size_t msg_len;
} undo = { -1, -1, NULL, 0, 0, "", 0 };

static void on_signal(int sig)
{
	struct stat a, b;
	pid_t reader = import_dat_reader;

	if (undo.noting) {
		undo.noted = sig;
		return;
	}
	if (reader > 0)
		kill(reader, SIGKILL);
	if (undo.name && undo.lock_fd >= 0 && fstat(undo.lock_fd, &a) == 0 &&
	    fstatat(undo.dir_fd, undo.name, &b, AT_SYMLINK_NOFOLLOW) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		unlinkat(undo.dir_fd, undo.name, 0);
	if (write(STDERR_FILENO, undo.msg, undo.msg_len) < 0) {
		/* nowhere to say it */
	}
	_exit(128 + sig);
}

/* signals_install - on_signal() for the signals that end an import */
static void signals_install(const char *output)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old;
	char *safe = text_safe(output);
	size_t i;
	int n;

	n = snprintf(undo.msg, sizeof(undo.msg), "%s: interrupted: %s not written\n", pt_prog,
		     safe ? safe : "the database");
	undo.msg_len = n > 0 && (size_t)n < sizeof(undo.msg) ? (size_t)n : strlen(undo.msg);
	free(safe);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaddset(&sa.sa_mask, sigs[i]);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		if (sigs[i] == SIGHUP && sigaction(SIGHUP, NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;
		sigaction(sigs[i], &sa, NULL);
	}
	/* a reader of our stderr that is gone (2>&1 | head) must not kill us
	 * with the temporary database there: the writes fail instead */
	signal(SIGPIPE, SIG_IGN);
}

/* undo_set - from now on a signal removes the temporary database of @r (NULL: none) */
static void undo_set(const struct rundb *r)
{
	sigset_t all, old;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	undo.name = r ? strrchr(r->tmp_path, '/') ? strrchr(r->tmp_path, '/') + 1 : r->tmp_path :
			NULL;
	undo.dir_fd = r ? r->dir_fd : -1;
	undo.lock_fd = r ? r->lock_fd : -1;
	sigprocmask(SIG_SETMASK, &old, NULL);
}

/* noted - rundb_finish()'s question: a signal came, abandon */
static int noted(void *arg)
{
	return undo.noted != 0;
}

/* ---- the input ------------------------------------------------------------ */

/*
 * open_input - @file (standard input for "-") to read from the start; a
 * named pipe is opened without waiting for a writer, and when it has none,
 * that is said and it is waited for (a signal ends the wait): never a
 * silent hang
 * @stream: set when it is no regular file (a pipe, a socket, a terminal):
 *          it can be read once only
 * @first: its first byte when that was read to tell a writer, else -1
 * Return: the stream, or NULL (printed).
 */
static FILE *open_input(const char *file, int *stream, int *first)
{
	int stdin_ = !strcmp(file, "-"), fd, flags;
	struct stat st;
	unsigned char c;
	ssize_t n;
	FILE *f;

	*first = -1;
	fd = stdin_ ? dup(STDIN_FILENO) : open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0) {
		pt_err("%s: %s", file, strerror(errno));
		goto out_close;
	}
	if (S_ISDIR(st.st_mode)) {
		pt_err("%s: is a directory", file);
		goto out_close;
	}
	/* standard input may be anywhere in its file: read from there, as a stream */
	*stream = stdin_ || (!S_ISREG(st.st_mode) && !S_ISBLK(st.st_mode));
	while (S_ISFIFO(st.st_mode) && !stdin_) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };

		n = read(fd, &c, 1);
		if (n == 1)
			*first = c;
		if (n == 1 || (n < 0 && errno == EAGAIN))
			break; /* a writer is there */
		if (n < 0 && errno != EINTR) {
			pt_err("%s: %s", file, strerror(errno));
			goto out_close;
		}
		if (n < 0)
			continue;
		/* no writer yet: said, even under -q, then waited for */
		pt_err("%s: a named pipe with no writer: waiting for one (Ctrl-C to stop)", file);
		while (poll(&pfd, 1, -1) < 0 && errno == EINTR)
			;
		n = read(fd, &c, 1);
		if (n == 1)
			*first = c;
		break; /* a byte, or the end: a writer that wrote nothing */
	}
	flags = fcntl(fd, F_GETFL);
	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0) {
		pt_err("%s: %s", file, strerror(errno));
		goto out_close;
	}
	f = fdopen(fd, "r");
	if (!f) {
		pt_err("%s: %s", file, strerror(errno));
		goto out_close;
	}
	return f;

out_close:
	if (fd >= 0)
		close(fd);
	return NULL;
}

/*
 * copy_stream - a trace.dat from a pipe into a file with no name in the
 * output's folder (libtracecmd reads files, not pipes): the @hlen bytes
 * already read, then the rest of @f
 * Return: the copy's descriptor (read it as /proc/self/fd/N), or -1 (printed).
 */
static int copy_stream(const char *file, FILE *f, const char *head, size_t hlen,
		       const char *output)
{
	char *dir = rundb_dir(output), buf[65536];
	int dir_fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1, fd = -1;
	unsigned long long copied = 0;
	size_t n = hlen;
	const char *p = head;

	if (access("/proc/self/fd", X_OK) < 0) {
		pt_err("%s: a trace.dat from a pipe is read from a copy, named by /proc/self/fd: "
		       "/proc is not mounted", file);
		goto out;
	}
	if (dir_fd < 0 || (fd = litter_none(dir_fd)) < 0) {
		pt_err("%s: a copy of the pipe in %s: %s", file, dir ? dir : ".", strerror(errno));
		goto out;
	}
	for (;;) {
		while (n) {
			ssize_t m = write(fd, p, n);

			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0) {
				pt_err("%s: a copy of the pipe in %s: %s after %llu bytes", file, dir,
				       strerror(m < 0 ? errno : ENOSPC), copied);
				close(fd);
				fd = -1;
				goto out;
			}
			copied += (unsigned long long)m;
			p += m;
			n -= (size_t)m;
		}
		n = fread(buf, 1, sizeof(buf), f);
		p = buf;
		if (!n)
			break;
	}
	if (ferror(f)) {
		pt_err("%s: %s", file, strerror(errno ? errno : EIO));
		close(fd);
		fd = -1;
		goto out;
	}
	pt_debug("%s: a pipe: %llu bytes copied, read from that copy", file, copied);
out:
	if (dir_fd >= 0)
		close(dir_fd);
	free(dir);
	return fd;
}

/* ---- common ------------------------------------------------------------- */

/* write_cpus - one cpu row per CPU, with the --cpu-attr values */
static int write_cpus(sqlite3 *db, const struct import_params *p, int nr_cpus)
{
	struct strbuf sql = STRBUF_INIT;
	sqlite3_stmt *st;
	int cpu, i, ret = 0;

	sb_adds(&sql, "INSERT OR REPLACE INTO cpu (cpu");
	for (i = 0; i < p->nr_attrs; i++)
		sb_printf(&sql, ", %s", p->attrs[i].key);
	sb_adds(&sql, ") VALUES (?");
	for (i = 0; i < p->nr_attrs; i++)
		sb_adds(&sql, ", ?");
	sb_adds(&sql, ")");
	st = db_prepare(db, sb_cstr(&sql));
	sb_free(&sql);
	if (!st)
		return -1;
	for (cpu = 0; cpu < nr_cpus && !ret; cpu++) {
		sqlite3_bind_int(st, 1, cpu);
		for (i = 0; i < p->nr_attrs; i++) {
			const char *v = p->attrs[i].value;
			char *end;
			long long n = strtoll(v, &end, 10);

			if (*v && !*end)
				sqlite3_bind_int64(st, i + 2, n);
			else
				sqlite3_bind_text(st, i + 2, v, -1, SQLITE_STATIC);
		}
		if (sqlite3_step(st) != SQLITE_DONE) {
			pt_err("sqlite: cpu: %s", sqlite3_errmsg(db));
			ret = -1;
		}
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return ret;
}

static const char *attr(const struct import_params *p, const char *name)
{
	int i;

	for (i = p->nr_attrs - 1; i >= 0; i--)
		if (!strcmp(p->attrs[i].key, name))
			return p->attrs[i].value;
	return NULL;
}

int cmd_import(int argc, char **argv)
{
	struct import_params p = { 0 };
	struct summary *sum = NULL;
	struct rundb r = RUNDB_INIT;
	struct ftrace_text_blocks blocks = { 0 };
	enum ftrace_format fmt;
	char head[8192], copy_path[64], *label = NULL;
	FILE *f = NULL;
	uint64_t span[2] = { 0, 0 }, nr_events = 0;
	unsigned long unparsed = 0;
	size_t hlen;
	int ret = 1, rc, i, truncated = 0, nr_cpus = 0, stream = 0, first, copy_fd = -1;
	uint64_t t0, t_read;
	sigset_t ends, old_mask;

	if (parse_args(argc, argv, &p) < 0) {
		ret = 2;
		goto out_free;
	}
	signals_install(p.run.output);
	f = open_input(p.file, &stream, &first);
	if (!f)
		goto out_free;
	hlen = 0;
	if (first >= 0)
		head[hlen++] = (char)first;
	hlen += fread(head + hlen, 1, sizeof(head) - hlen, f);
	if (ferror(f)) {
		pt_err("%s: %s", p.file, strerror(errno));
		goto out_close;
	}
	fmt = ftrace_detect(head, hlen);
	if (fmt == FMT_UNKNOWN) {
		pt_err("%s: not a trace.dat or ftrace text", p.file);
		ret = 2;
		goto out_close;
	}
	if (fmt == FMT_TRACE_DAT && stream) {
		copy_fd = copy_stream(p.file, f, head, hlen, p.run.output);
		if (copy_fd < 0)
			goto out_close;
		snprintf(copy_path, sizeof(copy_path), "/proc/self/fd/%d", copy_fd);
	}
	pt_debug("%s: %s", p.file, fmt == FMT_TRACE_DAT ? "a trace.dat (binary)" :
				   fmt == FMT_SYSTRACE ? "Android systrace HTML" : "ftrace text");
	sum = summary_new(1);
	if (!sum)
		goto out_close;
	/* what imports and recordings killed before they could clean up left */
	rundb_remove_stale(p.run.output);
	/* a signal while the temporary database is made waits until on_signal()
	 * knows to remove it */
	sigemptyset(&ends);
	sigaddset(&ends, SIGINT);
	sigaddset(&ends, SIGTERM);
	sigaddset(&ends, SIGHUP);
	sigprocmask(SIG_BLOCK, &ends, &old_mask);
	rc = rundb_create(&r, p.run.output);
	if (rc == 0)
		undo_set(&r);
	sigprocmask(SIG_SETMASK, &old_mask, NULL);
	if (rc < 0)
		goto out_close;
	t0 = mono_ns();
	if (db_exec(r.db, "BEGIN") < 0)
		goto out_abort;
	if (fmt == FMT_TRACE_DAT) {
		struct dat_result res;

		fclose(f);
		f = NULL;
		/* the child runs its own transaction: close ours */
		if (db_exec(r.db, "COMMIT") < 0)
			goto out_abort;
		rc = import_dat(p.file, copy_fd >= 0 ? copy_path : p.file, &r, !p.single_thread, sum,
				&res);
		if (rc == 0 && db_exec(r.db, "BEGIN") < 0)
			rc = -1;
		truncated = res.truncated;
		nr_cpus = res.nr_cpus;
		nr_events = res.events;
		span[0] = res.first_ts;
		span[1] = res.last_ts;
		/* on failure r.db may be closed: nothing more to write */
		if (rc == 0 && truncated && res.stopped_at_byte)
			rc = db_set_meta_int(r.db, "truncated_at_byte", res.stopped_at_byte);
		if (rc == 0 && truncated && res.stopped_at_event)
			rc = db_set_meta_int(r.db, "truncated_after_event", res.stopped_at_event);
		if (rc == 0 && res.truncated_cpus)
			rc = db_set_meta(r.db, "truncated_cpus", res.truncated_cpus);
		free(res.truncated_cpus);
	} else {
		unsigned long cut_line = 0, last_kept = 0;

		rc = import_text(&p, f, head, hlen, fmt, &r, sum, &nr_cpus, span, &nr_events,
				 &unparsed, &cut_line, &last_kept, &blocks);
		if (rc == 0)
			rc = db_set_meta_int(r.db, "lines_unparsed", (long long)unparsed);
		truncated = cut_line > 0;
		if (rc == 0 && truncated)
			rc = db_set_meta_int(r.db, "truncated_at_line", (long long)cut_line);
		if (rc == 0 && p.kernel)
			rc = db_set_meta(r.db, "kernel_release", p.kernel);
		if (rc == 0 && last_kept)
			rc = db_set_meta_int(r.db, "last_line_no_newline", (long long)last_kept);
		if (rc == 0 && fmt == FMT_SYSTRACE) {
			rc = db_set_meta_int(r.db, "systrace_blocks_read",
					     (long long)blocks.read + blocks.legacy);
			rc |= db_set_meta_int(r.db, "systrace_blocks_skipped",
					      (long long)blocks.skipped);
		}
	}
	if (rc == -2) {
		ret = 2;
		goto out_abort;
	}
	if (rc < 0)
		goto out_abort;
	if (truncated)
		summary_truncated(sum);
	t_read = mono_ns() - t0;
	pt_debug("%s: %llu events read in %.3f s (%.0f events/s)", p.file,
		 (unsigned long long)nr_events, (double)t_read / 1e9,
		 t_read ? (double)nr_events * 1e9 / (double)t_read : 0.0);
	if (write_cpus(r.db, &p, nr_cpus) < 0)
		goto out_abort;
	if (p.workload_log && results_parse_file(r.db, p.workload_log) < 0)
		goto out_abort;
	rc = db_set_meta(r.db, "source", fmt == FMT_TRACE_DAT ? "trace.dat" : "text");
	rc |= db_set_meta(r.db, "source_file", p.file);
	rc |= db_set_meta(r.db, "source_format", fmt == FMT_TRACE_DAT ? "trace.dat" :
						  fmt != FMT_SYSTRACE ? "ftrace-text" :
						  blocks.legacy ? "systrace-legacy" : "systrace");
	rc |= db_set_meta_int(r.db, "nr_cpus", nr_cpus);
	rc |= db_set_meta_int(r.db, "truncated", truncated);
	rc |= db_set_meta_int(r.db, "interrupted", 0);
	rc |= db_set_meta(r.db, "counters", "an imported trace has no counter samples");
	for (i = 0; i < 2; i++) {
		static const char *const keys[] = { "driver", "governor" };
		const char *v = attr(&p, keys[i]);

		if (v)
			rc |= db_set_meta(r.db, keys[i], v);
	}
	if (attr(&p, "driver") || attr(&p, "governor")) {
		const char *d = attr(&p, "driver"), *g = attr(&p, "governor");

		label = db_default_label(d, g);
	}
	rc |= rundb_write_opts(&r, &p.run, label, NULL);
	if (span[1]) {
		rc |= db_set_meta_int(r.db, "t_start_ns", (long long)span[0]);
		rc |= db_set_meta_int(r.db, "t_end_ns", (long long)span[1]);
	}
	if (rc < 0 || db_exec(r.db, "COMMIT") < 0 || db_build_indexes(r.db) < 0)
		goto out_abort;
	summary_set(sum, 0, mono_ns() - t0, NULL, p.run.output, p.file, -1, 0);
	undo.noting = 1;
	r.stop = noted;
	rc = rundb_finish(&r);
	undo_set(NULL);
	if (rc == -EINTR) {
		pt_err("interrupted: %s not written", p.run.output);
		ret = 128 + undo.noted;
		goto out_close;
	}
	if (rc < 0)
		goto out_close;
	summary_print(sum, nr_cpus);
	ret = truncated ? 1 : 0;
	if (undo.noted)
		pt_err("%s: written and in place before SIG%s came: kept", p.run.output,
		       sigabbrev_np(undo.noted));
	goto out_close;

out_abort:
	undo_set(NULL);
	rundb_abort(&r);
out_close:
	if (f)
		fclose(f);
	if (copy_fd >= 0)
		close(copy_fd);
out_free:
	summary_free(sum);
	free(label);
	kv_free(p.attrs, p.nr_attrs);
	run_opts_free(&p.run);
	return ret;
}
