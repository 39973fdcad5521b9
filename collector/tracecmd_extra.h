/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tracecmd_extra - libtracecmd functions that the library exports (and
 * documents in its sources) but that trace-cmd.h of libtracecmd 1.3 does not
 * declare.  The strings belong to the handle: do not free them.
 */
#ifndef PT_TRACECMD_EXTRA_H
#define PT_TRACECMD_EXTRA_H

#include <sys/types.h>
#include <trace-cmd.h>

const char *tracecmd_get_trace_clock(struct tracecmd_input *handle);
const char *tracecmd_get_cpustats(struct tracecmd_input *handle);
const char *tracecmd_get_uname(struct tracecmd_input *handle);
const char *tracecmd_get_version(struct tracecmd_input *handle);
off64_t tracecmd_get_cpu_file_size(struct tracecmd_input *handle, int cpu);
int tracecmd_cpus(struct tracecmd_input *handle);
unsigned long tracecmd_get_in_file_version(struct tracecmd_input *handle);
/* tracecmd_peek_data - @cpu's next record, which stays the next (NULL at the end) */
struct tep_record *tracecmd_peek_data(struct tracecmd_input *handle, int cpu);

#endif
