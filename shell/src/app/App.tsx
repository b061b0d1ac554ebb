import { BrowserRouter } from 'react-router-dom';
import { RemoteLoaderContext, type SlotLoader } from '../remotes/RemoteSlot';
import { AppRoutes } from './routes';

export function App({ loader }: { loader: SlotLoader }) {
  return (
    <RemoteLoaderContext value={loader}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RemoteLoaderContext>
  );
}
