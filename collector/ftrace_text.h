/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ftrace_text - one parser for the ftrace text that exists in the wild.
 *
 * Line formats:
 *   - the kernel's trace / trace_pipe output, with or without the TGID
 *     column "( 1234)" / "(-----)", with 4 or 5 flag characters ("d..3",
 *     "dN..."), with or without the "# ..." header;
 *   - `trace-cmd report` output ("comm-pid [cpu] ts: event: payload", no
 *     flags; with -l latency flags), including the sched_switch and
 *     sched_wakeup plugin prints ("bash:3649 [120] S ==> swapper/0:0 [120]")
 *     and -R raw output;
 *   - Android systrace (the text inside the HTML's trace-data blocks, or
 *     the legacy HTML's linuxPerfData string; see ftrace_text_reader).
 * Comms may contain spaces, dashes and brackets: comm and pid are split on
 * the last '-' before the CPU (or TGID) column.
 */
#ifndef PT_FTRACE_TEXT_H
#define PT_FTRACE_TEXT_H

#include <stddef.h>
#include <stdio.h>
#include "loader.h"

#define FTRACE_MAX_FIELDS 32

enum ftrace_line_kind {
	FTL_EVENT,   /* an event line: @ev is filled */
	FTL_COMMENT, /* blank, "# ..." header/comment, "cpus=N", "CPU N is empty"... */
	FTL_BAD,     /* not a line this parser knows */
	FTL_LOST,    /* "CPU:N [LOST n EVENTS]" and the like: @lost_cpu, @lost_count */
};

/*
 * Per-line output; the pointers point into the line, except the keys of
 * rewritten plugin forms, which are static strings.  Nothing is allocated:
 * one struct can be reused for every line.
 */
struct ftrace_line {
	struct text_event ev;
	int tgid;      /* -1 when the line has no TGID column or it is (-----) */
	char flags[6]; /* irqs-off/need-resched/... characters, "" when absent */
	struct text_field fields[FTRACE_MAX_FIELDS];
	/*
	 * FTL_LOST: events were lost on @lost_cpu before the next event of
	 * that CPU (the line itself has no timestamp); @lost_count is the
	 * number, or -1 when the text does not say ("CPU:2 [LOST EVENTS]").
	 */
	int lost_cpu;
	long long lost_count;
};

/**
 * ftrace_parse_line - parse one line (without its newline)
 * @line: the text, @len bytes, need not be NUL-terminated
 * @out: filled for FTL_EVENT
 *
 * For FTL_EVENT, @out->ev has ts in ns (exact: "538.064659" is 538064659000;
 * a clock that does not count ns, such as "counter", prints an integer, which
 * is passed on as it is; a line whose ts, pid or CPU does not fit INT64_MAX ns,
 * INT_MAX, INT_MAX is FTL_BAD), cpu, pid, comm (NULL for "<...>"), the event name
 * and payload, and the payload split into fields with the kernel's field
 * names:
 *   - "key=value" pairs; a value runs to the next " key=" (so comms with
 *     spaces survive), "==>" in sched_switch is not a field;
 *   - trace-cmd's plugin forms rewritten to field names: sched_switch
 *     "prev_comm:prev_pid [prev_prio] prev_state ==> next_comm:next_pid
 *     [next_prio]", sched_wakeup/waking "comm:pid [prio] CPU:NNN" (and the
 *     "success=1" variants);
 *   - workqueue/kthread-work forms "work struct 0xADDR: function NAME",
 *     "work struct=0xADDR function=NAME workqueue=WQ req_cpu=N cpu=N",
 *     "work struct 0xADDR function=NAME " give work and function fields.
 * ev.nfields is -1 when the payload is not key=value (markers, printk).
 * The marker events (print, tracing_mark_write, bprint, bputs) always have
 * nfields -1 and their payload as printed, even when it reads like an event.
 * For FTL_LOST, @out->lost_cpu and @out->lost_count are set.
 * Return: the line's kind.
 */
enum ftrace_line_kind ftrace_parse_line(const char *line, size_t len, struct ftrace_line *out);

/**
 * ftrace_marker_kind - whether the event @name (@len bytes) is a marker
 * Return: its marker kind, "print" (print and tracing_mark_write), "bprint"
 * or "bputs"; NULL for any other event.
 */
const char *ftrace_marker_kind(const char *name, int len);

/* The formats import can be given; detected from the content, never the name. */
enum ftrace_format {
	FMT_UNKNOWN,
	FMT_TRACE_DAT,   /* trace-cmd binary: magic 0x17 0x08 0x44 "tracing" */
	FMT_SYSTRACE,    /* HTML with <script class="trace-data"> blocks */
	FMT_FTRACE_TEXT, /* kernel trace text or trace-cmd report output */
};

/**
 * ftrace_detect - the format of a file from its first bytes
 * @head: the first @len bytes (at least 4096 when the file has them)
 * For text, at least one of the first lines must parse as an event line or
 * be an ftrace header ("# tracer:", "cpus=").  Systrace is a line opening with
 * <script class="trace-data" (one that only mentions it, in a script or in
 * prose, does not count), or a document that starts with "<!DOCTYPE html" or
 * "<html", even when its trace-data block is further in than @len (systrace
 * puts the viewer first); ftrace_text_reader_saw_data() tells afterwards.
 */
enum ftrace_format ftrace_detect(const char *head, size_t len);

/*
 * ftrace_text_reader - streams the lines of a text trace, plain or systrace
 * HTML (every trace-data block whose tag opens a line, each up to its
 * </script>, but for blocks whose first line says they hold no ftrace text:
 * "PROCESS DUMP", JSON; or the legacy "var linuxPerfData = \"...\"" string,
 * its JavaScript escapes decoded), from a FILE (stdin works), with bounded
 * memory: a line that
 * does not fit 1 MiB with its newline is cut there and the rest of it
 * skipped; ftrace_text_reader_cut() says so, and that such a line is not to
 * be taken as an event.
 */
struct ftrace_text_reader;

/* How the line last given ends (ftrace_text_reader_cut()). */
enum ftrace_line_cut {
	FTR_WHOLE,    /* at a newline, or at the end of the systrace block */
	FTR_CUT_LONG, /* too long: this is its first MiB */
	FTR_CUT_EOF,  /* the file ends inside it, with no newline: cut short */
};

/**
 * ftrace_text_reader_open - start reading @f as @fmt
 * @f: read from its current position; not closed by the reader
 * @fmt: FMT_SYSTRACE or FMT_FTRACE_TEXT
 * Return: the reader (free with ftrace_text_reader_close()), or NULL with
 * errno set (EINVAL for a format that is not text).
 */
struct ftrace_text_reader *ftrace_text_reader_open(FILE *f, enum ftrace_format fmt);
/**
 * ftrace_text_reader_open_head - ftrace_text_reader_open() for a stream whose
 * first bytes were already read (for ftrace_detect()) and cannot be read
 * again, as from a pipe on stdin
 * @head: those @len bytes; copied, so the caller keeps its buffer
 * Return: as ftrace_text_reader_open(); EINVAL also for a NULL @head with @len.
 */
struct ftrace_text_reader *ftrace_text_reader_open_head(FILE *f, enum ftrace_format fmt,
							const char *head, size_t len);
/**
 * ftrace_text_reader_next - the next line, without its newline
 * @line: set to the line (valid until the next call)
 * @len: its length
 * @line_no: its line number in the file (1-based): the number of the line it
 *	starts on.  In plain text each line has its own; the lines of a legacy
 *	systrace string ("a\nb\n" on one line of the file) share it, so in
 *	systrace the numbers only never decrease.
 * Return: 1 for a line, 0 at the end, -1 on a read error (errno set).
 */
int ftrace_text_reader_next(struct ftrace_text_reader *r, const char **line, size_t *len,
			    unsigned long *line_no);
/**
 * ftrace_text_reader_saw_data - whether the trace text was found
 * Return: 1 for plain text, and for systrace once its trace-data block has
 * been reached; 0 for systrace HTML with no trace-data block (known at the end).
 */
int ftrace_text_reader_saw_data(const struct ftrace_text_reader *r);
/**
 * ftrace_text_reader_cut - whether the line ftrace_text_reader_next() gave
 * last is whole
 * A cut line may read as an event whose last field lost digits or whose
 * comm is a megabyte: an importer takes it as a line that did not parse.
 * Return: FTR_WHOLE, FTR_CUT_LONG or FTR_CUT_EOF.
 */
enum ftrace_line_cut ftrace_text_reader_cut(const struct ftrace_text_reader *r);
/**
 * ftrace_text_reader_truncated - whether the file was cut short, as far as
 * it was read: it ends inside a line (no newline: the line is FTR_CUT_EOF),
 * or, for systrace, inside its trace-data block (no </script>)
 * Return: 1 or 0.
 */
int ftrace_text_reader_truncated(const struct ftrace_text_reader *r);
/* The trace-data blocks of a systrace HTML, as far as it was read. */
struct ftrace_text_blocks {
	unsigned int read;    /* blocks whose lines were given */
	unsigned int skipped; /* blocks that hold no ftrace text (PROCESS DUMP, JSON) */
	unsigned int legacy;  /* legacy systrace's linuxPerfData strings, decoded */
};

/* ftrace_text_reader_blocks - the systrace blocks seen so far into @b (0s for text) */
void ftrace_text_reader_blocks(const struct ftrace_text_reader *r, struct ftrace_text_blocks *b);
/* ftrace_text_reader_close - free @r (NULL is fine); the FILE stays open */
void ftrace_text_reader_close(struct ftrace_text_reader *r);

#endif
