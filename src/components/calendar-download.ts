/** Hands a calendar file made in the browser to the family's device as a download named `fileName`. */
export function downloadCalendarFile(text: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/calendar" }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
