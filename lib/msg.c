// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include "msg.h"

const char *pt_prog = "pstate";
int pt_verbose = 1;

static void vmsg(const char *fmt, va_list ap)
{
	fprintf(stderr, "%s: ", pt_prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
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
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
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
