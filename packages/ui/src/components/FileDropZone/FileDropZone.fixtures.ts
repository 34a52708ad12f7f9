/** Real drag events carrying a DataTransfer with the files, as a drag from the desktop sends them. */
function dragEvent(type: string, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true });
}

/** Files dragged over the zone, not yet dropped. */
export function dragOver(zone: Element, files: File[]) {
  zone.dispatchEvent(dragEvent('dragenter', files));
  zone.dispatchEvent(dragEvent('dragover', files));
}

/** Files dragged onto the zone and dropped. */
export function dropOn(zone: Element, files: File[]) {
  dragOver(zone, files);
  zone.dispatchEvent(dragEvent('drop', files));
}
