// Exercise 14 — skeleton, to be written.
