// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include "msg.h"
#include "quote.h"

const char *pt_prog = "pstate";
int pt_verbose = 1;

/*
 * vline - one message line on stderr, @prefix first; what the message
 * carries (names, paths, trace text) is made inert (quote.h): a message is
 * always one line and never a terminal sequence
 */
static void vline(int prefix, const char *fmt, va_list ap)
{
	char buf[1024], *p = buf;
	struct strbuf sb = STRBUF_INIT;
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	if (n >= (int)sizeof(buf)) {
		p = malloc((size_t)n + 1);
		if (p)
			vsnprintf(p, (size_t)n + 1, fmt, aq);
		else
			p = buf; /* cut short rather than not said */
	}
	va_end(aq);
	if (n < 0)
		buf[0] = '\0';
	if (prefix)
		sb_printf(&sb, "%s: ", pt_prog);
	sb_adds_safe(&sb, p);
	sb_addc(&sb, '\n');
	fputs(sb_cstr(&sb), stderr);
	sb_free(&sb);
	if (p != buf)
		free(p);
}

static void vmsg(const char *fmt, va_list ap)
{
	vline(1, fmt, ap);
}

void pt_err(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void pt_warn(const char *fmt, ...)
{
	va_list ap;

	if (pt_verbose < 1)
		return;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void pt_info(const char *fmt, ...)
{
	va_list ap;

	if (pt_verbose < 1)
		return;
	va_start(ap, fmt);
	vline(0, fmt, ap);
	va_end(ap);
}

void pt_debug(const char *fmt, ...)
{
	va_list ap;

	if (pt_verbose < 2)
		return;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}
