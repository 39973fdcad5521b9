-- Did the recording lose events, and on which CPUs? Columns: cpu, entries, overrun, commit_overrun, dropped_events, lost_events, lost_unknown
--
-- buffer_stats: the ring buffer's counters at the end of a recording
-- (per_cpu/cpuN/stats; entries = events left in it unread, overrun =
-- events overwritten before they were read, commit_overrun = lost when an
-- interrupting event filled the buffer, dropped_events = events refused
-- when the buffer was full).  A recording's buffer_stats.events beside
-- read_events says whether every event the readers took out of the buffer
-- was read back from the spool.
-- lost_events: the gaps the reader saw, with their size (count NULL = some,
-- number unknown: lost_unknown counts those).  Nonzero values mean every
-- count in the report undercounts; raise record's -b.
--
--   sqlite3 -header -column pstate.db < ring_buffer_losses.sql
WITH cpus AS (
	SELECT cpu FROM buffer_stats UNION SELECT cpu FROM lost_events
)
SELECT c.cpu,
       b.entries,
       b.overrun,
       b.commit_overrun,
       b.dropped_events,
       coalesce((SELECT sum(count) FROM lost_events l WHERE l.cpu = c.cpu), 0) AS lost_events,
       (SELECT count(*) FROM lost_events l WHERE l.cpu = c.cpu AND l.count IS NULL)
	       AS lost_unknown
FROM cpus c LEFT JOIN buffer_stats b ON b.cpu = c.cpu
ORDER BY c.cpu;
